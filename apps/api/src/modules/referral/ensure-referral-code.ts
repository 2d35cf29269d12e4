import type { Db } from '../../platform/db/client.ts';
import { newCode } from '../commissions/new-code.ts';
import { getReferralCode, insertReferralCode } from './referral-repository.ts';

/** The merchant's referral code, made on first use (a taken code is drawn again). */
export async function ensureReferralCode(db: Db, merchantId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await getReferralCode(db, merchantId);
    if (existing) return existing.code;
    await insertReferralCode(db, merchantId, newCode());
  }
  const existing = await getReferralCode(db, merchantId);
  if (!existing) throw new Error(`no referral code for ${merchantId}`);
  return existing.code;
}
