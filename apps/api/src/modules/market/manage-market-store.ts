import { recordAudit } from '../../platform/audit/audit-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { getStoreOfShop, isSlugTaken, upsertStore } from './market-repository.ts';
import { toStoreView } from './market-view.ts';

type Ctx = Pick<MerchantContext, 'merchantId' | 'mode' | 'userId'>;

/** One of the caller's shops in its mode, or SHOP_NOT_FOUND. */
export async function requireOwnShop(db: Db, ctx: Ctx, shopId: string) {
  const shop = await getShopForMerchant(db, shopId, ctx.merchantId, ctx.mode);
  if (!shop || shop.status === 'deleted') throw new AppError('SHOP_NOT_FOUND');
  return shop;
}

/** The shop's storefront, or null before the merchant has set it up. */
export async function getMarketStore(db: Db, ctx: Ctx, shopId: string) {
  await requireOwnShop(db, ctx, shopId);
  const store = await getStoreOfShop(db, shopId);
  return { store: store ? toStoreView(store) : null };
}

/** Creates or changes the shop's storefront; its address is unique across the platform. */
export async function updateMarketStore(
  db: Db,
  ctx: Ctx,
  input: {
    shop: string;
    slug: string;
    name: string;
    description?: string | undefined;
    enabled?: boolean | undefined;
  },
) {
  const shop = await requireOwnShop(db, ctx, input.shop);
  const slug = input.slug.trim().toLowerCase();
  return db.transaction(async (tx) => {
    if (await isSlugTaken(tx, slug, shop.id)) throw new AppError('MARKET_SLUG_TAKEN');
    const existing = await getStoreOfShop(tx, shop.id);
    const store = await upsertStore(tx, {
      id: existing?.id ?? newId('mks'),
      merchantId: ctx.merchantId,
      shopId: shop.id,
      mode: ctx.mode,
      slug,
      name: input.name.trim(),
      description: input.description?.trim() || null,
      enabled: input.enabled ?? existing?.enabled ?? true,
    });
    await recordAudit(tx, {
      event: existing ? 'market.store_updated' : 'market.store_created',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      details: { store: store.id, shop: shop.id, slug, enabled: store.enabled },
    });
    return { store: toStoreView(store) };
  });
}
