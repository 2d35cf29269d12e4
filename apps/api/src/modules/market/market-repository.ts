import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  checkoutPayments,
  checkoutSessions,
  marketOrderItems,
  marketOrders,
  marketPhotos,
  marketProducts,
  marketStores,
  shops,
  transactions,
} from '../../platform/db/schema/index.ts';

export type MarketStoreRow = typeof marketStores.$inferSelect;
export type MarketProductRow = typeof marketProducts.$inferSelect;
export type MarketOrderRow = typeof marketOrders.$inferSelect;
export type MarketOrderItemRow = typeof marketOrderItems.$inferSelect;

// Storefronts

export async function getStoreOfShop(db: Db, shopId: string): Promise<MarketStoreRow | undefined> {
  const [row] = await db.select().from(marketStores).where(eq(marketStores.shopId, shopId)).limit(1);
  return row;
}

export async function getStoreBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      store: marketStores,
      shopName: shops.name,
      shopStatus: shops.status,
      shopLogoKey: shops.logoKey,
      shopBrandColor: shops.brandColor,
      shopUpdatedAt: shops.updatedAt,
    })
    .from(marketStores)
    .innerJoin(shops, eq(shops.id, marketStores.shopId))
    .where(eq(marketStores.slug, slug.toLowerCase()))
    .limit(1);
  return row;
}

export async function isSlugTaken(db: Db, slug: string, exceptShopId: string) {
  const [row] = await db
    .select({ id: marketStores.id })
    .from(marketStores)
    .where(and(eq(marketStores.slug, slug), sql`${marketStores.shopId} <> ${exceptShopId}`))
    .limit(1);
  return row !== undefined;
}

/** Creates the shop's storefront or changes it (one per shop). */
export async function upsertStore(db: Db, values: typeof marketStores.$inferInsert) {
  const [row] = await db
    .insert(marketStores)
    .values(values)
    .onConflictDoUpdate({
      target: marketStores.shopId,
      set: {
        slug: values.slug,
        name: values.name,
        description: values.description ?? null,
        enabled: values.enabled ?? true,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

// Photos

export async function insertPhoto(db: Db, values: typeof marketPhotos.$inferInsert) {
  const [row] = await db.insert(marketPhotos).values(values).returning();
  return row!;
}

export async function getPhoto(db: Db, id: string) {
  const [row] = await db.select().from(marketPhotos).where(eq(marketPhotos.id, id)).limit(1);
  return row;
}

export async function countPhotosOfMerchant(db: Db, ids: string[], merchantId: string) {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: marketPhotos.id })
    .from(marketPhotos)
    .where(and(inArray(marketPhotos.id, ids), eq(marketPhotos.merchantId, merchantId)));
  return rows.length;
}

// Products

export async function insertProduct(db: Db, values: typeof marketProducts.$inferInsert) {
  const [row] = await db.insert(marketProducts).values(values).returning();
  return row!;
}

export async function findProductsOfShop(db: Db, shopId: string, mode: 0 | 1, onlyActive = false) {
  return db
    .select()
    .from(marketProducts)
    .where(
      and(
        eq(marketProducts.shopId, shopId),
        eq(marketProducts.mode, mode),
        isNull(marketProducts.deletedAt),
        onlyActive ? eq(marketProducts.active, true) : undefined,
      ),
    )
    .orderBy(desc(marketProducts.createdAt), desc(marketProducts.id));
}

export async function getProductOfMerchant(db: Db, id: string, merchantId: string, mode: 0 | 1) {
  const [row] = await db
    .select()
    .from(marketProducts)
    .where(
      and(
        eq(marketProducts.id, id),
        eq(marketProducts.merchantId, merchantId),
        eq(marketProducts.mode, mode),
        isNull(marketProducts.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function updateProduct(db: Db, id: string, patch: Partial<typeof marketProducts.$inferInsert>) {
  const [row] = await db
    .update(marketProducts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(marketProducts.id, id))
    .returning();
  return row!;
}

/** The products of a cart, as sold now (active, not removed, of this shop). */
export async function findSellableProducts(db: Db, shopId: string, mode: 0 | 1, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(marketProducts)
    .where(
      and(
        inArray(marketProducts.id, ids),
        eq(marketProducts.shopId, shopId),
        eq(marketProducts.mode, mode),
        eq(marketProducts.active, true),
        isNull(marketProducts.deletedAt),
      ),
    );
}

/**
 * Takes `quantity` of a product's stock, if that many are left: one conditional UPDATE, so two
 * carts racing for the last items are decided by the row lock (the second re-reads the stock
 * the first left). Unlimited stock (null) always succeeds. Answers whether it was taken.
 */
export async function takeStock(db: Db, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(marketProducts)
    .set({ stock: sql`${marketProducts.stock} - ${quantity}` })
    .where(
      and(
        eq(marketProducts.id, productId),
        sql`(${marketProducts.stock} IS NULL OR ${marketProducts.stock} >= ${quantity})`,
      ),
    )
    .returning({ id: marketProducts.id });
  return rows.length === 1;
}

/** Gives back `quantity` to a product with a stock (unlimited ones stay unlimited). */
export async function giveBackStock(db: Db, productId: string, quantity: number) {
  await db
    .update(marketProducts)
    .set({ stock: sql`${marketProducts.stock} + ${quantity}` })
    .where(and(eq(marketProducts.id, productId), sql`${marketProducts.stock} IS NOT NULL`));
}

export async function getStockLeft(db: Db, productId: string) {
  const [row] = await db
    .select({ stock: marketProducts.stock })
    .from(marketProducts)
    .where(eq(marketProducts.id, productId));
  return row?.stock ?? 0;
}

// Orders

export async function insertOrder(
  db: Db,
  values: typeof marketOrders.$inferInsert,
  items: (typeof marketOrderItems.$inferInsert)[],
) {
  const [row] = await db.insert(marketOrders).values(values).returning();
  await db.insert(marketOrderItems).values(items);
  return row!;
}

export async function findItemsOfOrders(db: Db, orderIds: string[]) {
  const byOrder = new Map<string, MarketOrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(marketOrderItems)
    .where(inArray(marketOrderItems.orderId, orderIds))
    .orderBy(asc(marketOrderItems.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export async function getOrder(db: Db, id: string): Promise<MarketOrderRow | undefined> {
  const [row] = await db.select().from(marketOrders).where(eq(marketOrders.id, id)).limit(1);
  return row;
}

export async function lockOrder(db: Db, id: string): Promise<MarketOrderRow | undefined> {
  const [row] = await db.select().from(marketOrders).where(eq(marketOrders.id, id)).for('update').limit(1);
  return row;
}

export async function getOrderOfMerchant(db: Db, id: string, merchantId: string, mode: 0 | 1) {
  const [row] = await db
    .select()
    .from(marketOrders)
    .where(and(eq(marketOrders.id, id), eq(marketOrders.merchantId, merchantId), eq(marketOrders.mode, mode)))
    .limit(1);
  return row;
}

export async function findOrdersOfShop(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  filter: { status?: string | undefined; paidOnly: boolean },
) {
  return db
    .select({ order: marketOrders, reference: transactions.reference })
    .from(marketOrders)
    .leftJoin(transactions, eq(transactions.id, marketOrders.transactionId))
    .where(
      and(
        eq(marketOrders.shopId, shopId),
        eq(marketOrders.mode, mode),
        filter.status ? eq(marketOrders.fulfilmentStatus, filter.status) : undefined,
        filter.paidOnly ? inArray(marketOrders.paymentStatus, ['paid', 'refunded']) : undefined,
      ),
    )
    .orderBy(desc(marketOrders.createdAt), desc(marketOrders.id))
    .limit(200);
}

export async function getTransactionReference(db: Db, transactionId: string | null) {
  if (!transactionId) return null;
  const [row] = await db
    .select({ reference: transactions.reference })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return row?.reference ?? null;
}

export async function updateOrder(db: Db, id: string, patch: Partial<typeof marketOrders.$inferInsert>) {
  const [row] = await db
    .update(marketOrders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(marketOrders.id, id))
    .returning();
  return row!;
}

/**
 * The orders the attempts of these transactions pay, locked (id order), with the transaction
 * each one is about.
 */
export async function lockOrdersOfTransactions(db: Db, transactionIds: string[]) {
  if (transactionIds.length === 0) return [];
  return db
    .select({ order: marketOrders, transactionId: checkoutPayments.transactionId })
    .from(checkoutPayments)
    .innerJoin(marketOrders, eq(marketOrders.sessionId, checkoutPayments.sessionId))
    .where(inArray(checkoutPayments.transactionId, transactionIds))
    .orderBy(asc(marketOrders.id))
    .for('update', { of: marketOrders });
}

/** Orders still holding stock whose checkout session has expired (oldest first). */
export async function findExpiredReservations(db: Db, now: Date, limit = 100) {
  const rows = await db
    .select({ id: marketOrders.id })
    .from(marketOrders)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, marketOrders.sessionId))
    .where(
      and(
        eq(marketOrders.stockState, 'reserved'),
        eq(marketOrders.paymentStatus, 'pending'),
        lt(checkoutSessions.expiresAt, now),
      ),
    )
    .orderBy(asc(marketOrders.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
