import { randomBytes } from 'node:crypto';
import type { CreateApiKeyBody } from '@platform/contracts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
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

/** A new key for one of the caller's shops in the session's mode (404 for anyone else's shop). */
export async function createShopApiKey(
  db: Db,
  ctx: { merchantId: string; mode: 0 | 1 },
  body: CreateApiKeyBody,
) {
  const shop = await getShopForMerchant(db, body.shop, ctx.merchantId, ctx.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  return createApiKey(db, { merchantId: ctx.merchantId, shopId: shop.id, mode: ctx.mode });
}
