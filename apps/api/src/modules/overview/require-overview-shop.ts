import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';

export type OverviewScope = { merchantId: string; mode: 0 | 1 };

/** The caller's shop in the session's mode, or 404. */
export async function requireOverviewShop(db: Db, scope: OverviewScope, shopId: string) {
  const shop = await getShopForMerchant(db, shopId, scope.merchantId, scope.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  return shop;
}
