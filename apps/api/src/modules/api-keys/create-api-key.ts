import { randomBytes } from 'node:crypto';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { insertApiKey } from './api-keys-repository.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomKeyBody(length = 40): string {
  let out = '';
  for (const byte of randomBytes(length)) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/** A new secret key for a shop in a mode; the clear key is returned once and never stored. */
export async function createApiKey(db: Db, input: { merchantId: string; shopId: string; mode: 0 | 1 }) {
  const key = `fp_${input.mode === 1 ? 'live' : 'test'}_${randomKeyBody()}`;
  const row = await insertApiKey(db, {
    id: newId('key'),
    merchantId: input.merchantId,
    shopId: input.shopId,
    mode: input.mode,
    keyHash: hashToken(key),
    prefix: key.slice(0, 12),
    lastFour: key.slice(-4),
  });
  return { key, row };
}
