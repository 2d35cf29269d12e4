import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { cardRequests } from '../../platform/db/schema/index.ts';

export type CardRequestRow = typeof cardRequests.$inferSelect;

/** The merchant's newest card-payment request, if any. */
export async function getLatestCardRequest(db: Db, merchantId: string) {
  const [row] = await db
    .select()
    .from(cardRequests)
    .where(eq(cardRequests.merchantId, merchantId))
    .orderBy(desc(cardRequests.createdAt), desc(cardRequests.id))
    .limit(1);
  return row;
}

/** Inserts a PENDING request; undefined when the merchant already has one open (the partial unique index). */
export async function insertCardRequest(db: Db, values: typeof cardRequests.$inferInsert) {
  const [row] = await db.insert(cardRequests).values(values).onConflictDoNothing().returning();
  return row;
}
