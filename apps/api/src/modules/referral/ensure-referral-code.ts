import { randomInt } from 'node:crypto';
import type { Db } from '../../platform/db/client.ts';
import { getReferralCode, insertReferralCode } from './referral-repository.ts';

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReferralCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The merchant's referral code, made on first use (a taken code is drawn again). */
export async function ensureReferralCode(db: Db, merchantId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await getReferralCode(db, merchantId);
    if (existing) return existing.code;
    await insertReferralCode(db, merchantId, newReferralCode());
  }
  const existing = await getReferralCode(db, merchantId);
  if (!existing) throw new Error(`no referral code for ${merchantId}`);
  return existing.code;
}
