import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { getCustomerForMerchant } from './customers-repository.ts';

/** Who asks: the merchant, the session's mode, and the merchant's country (to read national numbers). */
export type CustomerScope = { merchantId: string; mode: 0 | 1; country: string | null };

export function customerScopeOf(ctx: MerchantContext): CustomerScope {
  return { merchantId: ctx.merchantId, mode: ctx.mode, country: ctx.account.merchant?.country ?? null };
}

/** The caller's shop in the session's mode, or 404. */
export async function requireShop(db: Db, scope: CustomerScope, shopId: string) {
  const shop = await getShopForMerchant(db, shopId, scope.merchantId, scope.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  return shop;
}

/** The caller's customer, or 404 (another merchant's or the other mode's). */
export async function requireCustomer(db: Db, scope: CustomerScope, id: string) {
  const customer = await getCustomerForMerchant(db, id, scope.merchantId, scope.mode);
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
  return customer;
}
