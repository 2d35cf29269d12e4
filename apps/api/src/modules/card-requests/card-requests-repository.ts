import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { cardRequests, merchants } from '../../platform/db/schema/index.ts';

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

const staffSelection = {
  request: cardRequests,
  businessName: merchants.businessName,
  cardEnabled: merchants.cardEnabled,
};

/** Staff list of requests of a status: the PENDING queue oldest first, the others newest first. */
export function findCardRequestsForStaff(db: Db, status: string, limit = 200) {
  return db
    .select(staffSelection)
    .from(cardRequests)
    .innerJoin(merchants, eq(merchants.id, cardRequests.merchantId))
    .where(eq(cardRequests.status, status))
    .orderBy(
      status === 'PENDING' ? asc(cardRequests.createdAt) : desc(cardRequests.createdAt),
      asc(cardRequests.id),
    )
    .limit(limit);
}

export async function getCardRequestForStaff(db: Db, id: string) {
  const [row] = await db
    .select(staffSelection)
    .from(cardRequests)
    .innerJoin(merchants, eq(merchants.id, cardRequests.merchantId))
    .where(eq(cardRequests.id, id))
    .limit(1);
  return row;
}

export async function lockCardRequest(db: Db, id: string) {
  const [row] = await db.select().from(cardRequests).where(eq(cardRequests.id, id)).for('update').limit(1);
  return row;
}

export async function updateCardRequest(
  db: Db,
  id: string,
  patch: Partial<typeof cardRequests.$inferInsert>,
) {
  const [row] = await db
    .update(cardRequests)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(cardRequests.id, id))
    .returning();
  return row!;
}
