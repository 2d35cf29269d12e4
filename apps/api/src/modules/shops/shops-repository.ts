import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { shops } from '../../platform/db/schema/index.ts';
import { runShopChangedHooks } from './shop-hooks.ts';

export type ShopRow = typeof shops.$inferSelect;

/** Shops of a merchant in one mode, oldest first; deleted ones are never listed. */
export function findShops(db: Db, merchantId: string, mode: 0 | 1, status?: 'active' | 'archived') {
  return db
    .select()
    .from(shops)
    .where(
      and(
        eq(shops.merchantId, merchantId),
        eq(shops.mode, mode),
        status ? eq(shops.status, status) : ne(shops.status, 'deleted'),
      ),
    )
    .orderBy(asc(shops.createdAt), asc(shops.id));
}

/** One shop, only if it belongs to the merchant and the mode (anything else is "not found"). */
export async function getShopForMerchant(db: Db, shopId: string, merchantId: string, mode: 0 | 1) {
  const [row] = await db
    .select()
    .from(shops)
    .where(
      and(
        eq(shops.id, shopId),
        eq(shops.merchantId, merchantId),
        eq(shops.mode, mode),
        ne(shops.status, 'deleted'),
      ),
    )
    .limit(1);
  return row;
}

export async function insertShop(db: Db, values: typeof shops.$inferInsert) {
  const [row] = await db.insert(shops).values(values).returning();
  return row!;
}

/** Also makes this process's merchant API read the shop again (shop-hooks.ts: the API-key cache). */
export async function updateShop(db: Db, id: string, patch: Partial<typeof shops.$inferInsert>) {
  const [row] = await db
    .update(shops)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(shops.id, id))
    .returning();
  runShopChangedHooks();
  return row!;
}

/** Locks the merchant's active shops of a mode, so two removals cannot both pass the "keep one" rule. */
export async function lockActiveShops(db: Db, merchantId: string, mode: 0 | 1) {
  return db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.merchantId, merchantId), eq(shops.mode, mode), eq(shops.status, 'active')))
    .for('update');
}
