import type { CreateMarketProductInput, UpdateMarketProductInput } from '@platform/contracts';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { requireOwnShop } from './manage-market-store.ts';
import {
  countPhotosOfMerchant,
  findProductsOfShop,
  getProductOfMerchant,
  insertProduct,
  updateProduct,
} from './market-repository.ts';
import { toProductView } from './market-view.ts';

type Ctx = Pick<MerchantContext, 'merchantId' | 'mode' | 'userId'>;

const uniqueCategories = (categories: string[]) => [
  ...new Set(categories.map((c) => c.trim()).filter(Boolean)),
];

async function checkPhotos(db: Db, ctx: Ctx, photos: string[]) {
  const unique = [...new Set(photos)];
  if ((await countPhotosOfMerchant(db, unique, ctx.merchantId)) !== unique.length)
    throw new AppError('MARKET_PHOTO_NOT_FOUND');
  return unique;
}

export async function listMarketProducts(db: Db, ctx: Ctx, shopId: string) {
  await requireOwnShop(db, ctx, shopId);
  const rows = await findProductsOfShop(db, shopId, ctx.mode);
  return { products: rows.map(toProductView) };
}

/** A product of one of the caller's shops; its photos must be ones the merchant uploaded. */
export async function createMarketProduct(db: Db, ctx: Ctx, input: CreateMarketProductInput) {
  const shop = await requireOwnShop(db, ctx, input.shop);
  const photos = await checkPhotos(db, ctx, input.photos);
  return db.transaction(async (tx) => {
    const row = await insertProduct(tx, {
      id: newId('mkp'),
      merchantId: ctx.merchantId,
      shopId: shop.id,
      mode: ctx.mode,
      name: input.name,
      description: input.description || null,
      price: input.price,
      stock: input.stock,
      active: input.active,
      categories: uniqueCategories(input.categories),
      photos,
      createdBy: ctx.userId,
    });
    await recordAudit(tx, {
      event: 'market.product_created',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      details: { product: row.id, shop: shop.id, price: row.price.toString(), stock: row.stock },
    });
    return { product: toProductView(row) };
  });
}

/**
 * Changes a product. A new stock figure replaces what is left to sell (orders waiting for their
 * payment keep what they hold; what they give back on failure is added to it).
 */
export async function updateMarketProduct(db: Db, ctx: Ctx, id: string, input: UpdateMarketProductInput) {
  const existing = await getProductOfMerchant(db, id, ctx.merchantId, ctx.mode);
  if (!existing) throw new AppError('MARKET_PRODUCT_NOT_FOUND');
  const photos = input.photos ? await checkPhotos(db, ctx, input.photos) : undefined;
  return db.transaction(async (tx) => {
    const row = await updateProduct(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.price !== undefined ? { price: input.price } : {}),
      ...(input.stock !== undefined ? { stock: input.stock } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(input.categories ? { categories: uniqueCategories(input.categories) } : {}),
      ...(photos ? { photos } : {}),
    });
    await recordAudit(tx, {
      event: 'market.product_updated',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      details: { product: id, changed: Object.keys(input) },
    });
    return { product: toProductView(row) };
  });
}

/** Removes a product from the storefront (its orders keep their lines). */
export async function deleteMarketProduct(db: Db, ctx: Ctx, id: string) {
  const existing = await getProductOfMerchant(db, id, ctx.merchantId, ctx.mode);
  if (!existing) throw new AppError('MARKET_PRODUCT_NOT_FOUND');
  await db.transaction(async (tx) => {
    await updateProduct(tx, id, { deletedAt: new Date(), active: false });
    await recordAudit(tx, {
      event: 'market.product_deleted',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      details: { product: id },
    });
  });
}
