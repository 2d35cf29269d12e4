import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { requirePermission } from '../auth/access-guards.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import type { ListScope } from './transaction-list-repository.ts';

/**
 * The caller's merchant, the shop asked for (it must be theirs, in the session's mode) and the
 * mode, for a caller holding the `transaction` permission.
 */
export async function transactionScope(db: Db, request: FastifyRequest, shopId: string): Promise<ListScope> {
  const ctx = requirePermission(request, 'transaction');
  const shop = await getShopForMerchant(db, shopId, ctx.merchantId, ctx.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  return { merchantId: ctx.merchantId, shopId: shop.id, mode: ctx.mode };
}
