import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { checkPassword } from '../auth/check-password.ts';
import type { ClientInfo } from '../auth/login.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { createRefund, type RefundInput } from './create-refund.ts';
import { insertRefundList } from './refunds-repository.ts';

/**
 * Several refunds at once, after the password, all or nothing: one database transaction holds
 * the list and every refund; the first refused row refuses the list (its index in `details`).
 */
export async function createRefundList(
  deps: AppDeps,
  ctx: MerchantContext,
  client: ClientInfo,
  input: { shop: string; name: string; items: RefundInput[]; password: string },
) {
  await checkPassword(deps, ctx, input.password, client);
  const shop = await getShopForMerchant(deps.db, input.shop, ctx.merchantId, ctx.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  return deps.db.transaction(async (tx) => {
    const list = await insertRefundList(tx, {
      id: newId('rfl'),
      merchantId: ctx.merchantId,
      shopId: shop.id,
      mode: ctx.mode,
      name: input.name,
      createdBy: ctx.userId,
    });
    const scope = {
      merchantId: ctx.merchantId,
      mode: ctx.mode,
      userId: ctx.userId,
      shopId: shop.id,
      listId: list.id,
    };
    for (const [index, item] of input.items.entries()) {
      try {
        await createRefund(tx, scope, item);
      } catch (error) {
        if (error instanceof AppError) {
          throw new AppError(error.code, {
            params: error.params,
            details: [{ path: `items.${index}.transaction`, message: item.transaction }],
          });
        }
        throw error;
      }
    }
    return list;
  });
}
