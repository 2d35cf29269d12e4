import type { ApiKeyListResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { toApiKeyView } from './api-key-view.ts';
import { findShopApiKeys } from './api-keys-repository.ts';

/** The keys of one of the caller's shops in the session's mode, masked. */
export async function listApiKeys(
  db: Db,
  ctx: { merchantId: string; mode: 0 | 1 },
  shopId: string,
): Promise<ApiKeyListResponse> {
  const shop = await getShopForMerchant(db, shopId, ctx.merchantId, ctx.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  const rows = await findShopApiKeys(db, shop.id, ctx.mode);
  const now = new Date();
  return {
    shop: { _id: shop.id, name: shop.name },
    public_id: shop.id,
    mode: ctx.mode === 1 ? 'LIVE' : 'SANDBOX',
    keys: rows.map((row) => toApiKeyView(row, now)),
  };
}
