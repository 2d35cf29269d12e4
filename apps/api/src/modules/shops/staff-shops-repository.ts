import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { shops } from '../../platform/db/schema/index.ts';

/** One shop whatever its merchant and mode (staff screens), unless deleted. */
export async function getShopById(db: Db, shopId: string) {
  const [row] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, shopId), ne(shops.status, 'deleted')))
    .limit(1);
  return row;
}

/** Every shop of a merchant in both modes (live first), oldest first; deleted ones left out. */
export function findMerchantShopsAllModes(db: Db, merchantId: string) {
  return db
    .select()
    .from(shops)
    .where(and(eq(shops.merchantId, merchantId), ne(shops.status, 'deleted')))
    .orderBy(asc(shops.mode), asc(shops.createdAt), asc(shops.id));
}

export async function lockShop(db: Db, shopId: string) {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId)).for('update').limit(1);
  return row;
}
