import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { getShopForMerchant, insertShop, lockActiveShops, updateShop } from './shops-repository.ts';

/** Creates a shop in a mode; live shops need a merchant validated by staff. */
export async function createShop(deps: AppDeps, ctx: MerchantContext, name: string, mode: 0 | 1) {
  if (mode === 1 && !ctx.account.merchant?.valid) throw new AppError('MERCHANT_NOT_VALIDATED');
  return deps.db.transaction(async (tx) => {
    const shop = await insertShop(tx, {
      id: newId('shp'),
      merchantId: ctx.merchantId,
      mode,
      name: name.trim(),
    });
    await recordAudit(tx, {
      event: 'shop.created',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      details: { shop: shop.id, mode },
    });
    return shop;
  });
}

async function ownShop(deps: AppDeps, ctx: MerchantContext, shopId: string) {
  const shop = await getShopForMerchant(deps.db, shopId, ctx.merchantId, ctx.mode);
  if (!shop) throw new AppError('NOT_FOUND');
  return shop;
}

export async function renameShop(deps: AppDeps, ctx: MerchantContext, shopId: string, name: string) {
  const shop = await ownShop(deps, ctx, shopId);
  const renamed = await updateShop(deps.db, shop.id, { name: name.trim() });
  await recordAudit(deps.db, {
    event: 'shop.renamed',
    userId: ctx.userId,
    merchantId: ctx.merchantId,
    details: { shop: shop.id },
  });
  return renamed;
}

/**
 * Archives or deletes a shop. The merchant always keeps at least one active shop in the mode:
 * the active shops are locked first, so two concurrent removals cannot both pass.
 */
export async function removeShop(
  deps: AppDeps,
  ctx: MerchantContext,
  shopId: string,
  how: 'archived' | 'deleted',
) {
  const shop = await ownShop(deps, ctx, shopId);
  return deps.db.transaction(async (tx) => {
    const active = await lockActiveShops(tx, ctx.merchantId, ctx.mode);
    const othersActive = active.filter((s) => s.id !== shop.id).length;
    if (othersActive < 1) throw new AppError('SHOP_LAST_ACTIVE');
    const updated = await updateShop(tx, shop.id, { status: how });
    await recordAudit(tx, {
      event: how === 'archived' ? 'shop.archived' : 'shop.deleted',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      details: { shop: shop.id },
    });
    return updated;
  });
}
