import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { apiKeys, shops } from '../../platform/db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

export async function getApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)).limit(1);
  return row;
}

/** A key and its shop, in one statement (the merchant API reads both on every request). */
export async function getApiKeyWithShopByHash(db: Db, keyHash: string) {
  const [row] = await db
    .select({ key: apiKeys, shop: shops })
    .from(apiKeys)
    .innerJoin(shops, eq(shops.id, apiKeys.shopId))
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  return row;
}

export function findActiveApiKeys(db: Db, shopId: string, mode: 0 | 1) {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.shopId, shopId), eq(apiKeys.mode, mode), isNull(apiKeys.revokedAt)));
}

/** Every key of a shop in a mode, revoked and expired ones included, newest first. */
export function findShopApiKeys(db: Db, shopId: string, mode: 0 | 1) {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.shopId, shopId), eq(apiKeys.mode, mode)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/**
 * One key, only if it belongs to the merchant, the mode and a shop that is not deleted (anything
 * else is "not found"); locked for update when `lock` is set (call it inside a transaction).
 */
export async function getApiKeyForMerchant(
  db: Db,
  id: string,
  merchantId: string,
  mode: 0 | 1,
  lock = false,
): Promise<ApiKeyRow | undefined> {
  const query = db
    .select({ key: apiKeys })
    .from(apiKeys)
    .innerJoin(shops, eq(shops.id, apiKeys.shopId))
    .where(
      and(
        eq(apiKeys.id, id),
        eq(apiKeys.merchantId, merchantId),
        eq(apiKeys.mode, mode),
        ne(shops.status, 'deleted'),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: apiKeys }) : await query;
  return row?.key;
}

export async function updateApiKey(db: Db, id: string, patch: Partial<typeof apiKeys.$inferInsert>) {
  const [row] = await db.update(apiKeys).set(patch).where(eq(apiKeys.id, id)).returning();
  return row!;
}
