import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { payoutEvents, payouts } from '../../platform/db/schema/index.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutEventRow = typeof payoutEvents.$inferSelect;

/** Inserts a payout; undefined when one of its source (list row, refund) already exists. */
export async function insertPayoutOnce(db: Db, values: typeof payouts.$inferInsert) {
  const [row] = await db.insert(payouts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function getPayoutBySource(db: Db, sourceKind: string, sourceId: string) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.sourceKind, sourceKind), eq(payouts.sourceId, sourceId)))
    .limit(1);
  return row;
}

export async function getPayoutByReference(db: Db, reference: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.reference, reference)).limit(1);
  return row;
}

export async function getPayoutById(db: Db, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
  return row;
}

/** The row under a lock, so one operator answer is applied at a time. */
export async function lockPayout(db: Db, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update').limit(1);
  return row;
}

export async function updatePayout(db: Db, id: string, patch: Partial<typeof payouts.$inferInsert>) {
  const [row] = await db
    .update(payouts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payouts.id, id))
    .returning();
  return row!;
}

export async function insertPayoutEvent(
  db: Db,
  payoutId: string,
  kind: string,
  data: Record<string, unknown>,
) {
  await db.insert(payoutEvents).values({ id: newId('pev'), payoutId, kind, data });
}

export async function findPayoutEvents(db: Db, payoutId: string) {
  return db
    .select()
    .from(payoutEvents)
    .where(eq(payoutEvents.payoutId, payoutId))
    .orderBy(payoutEvents.createdAt, payoutEvents.id);
}

/** A payout (by id or reference) only if it belongs to the shop and mode asking. */
export async function getShopPayout(db: Db, idOrReference: string, shopId: string, mode: 0 | 1) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(
      and(
        sql`(${payouts.id} = ${idOrReference} OR ${payouts.reference} = ${idOrReference})`,
        eq(payouts.shopId, shopId),
        eq(payouts.mode, mode),
      ),
    )
    .limit(1);
  return row;
}

/** A merchant's payout by id, in a mode (any of its shops). */
export async function getMerchantPayout(db: Db, id: string, merchantId: string, mode: 0 | 1) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.merchantId, merchantId), eq(payouts.mode, mode)))
    .limit(1);
  return row;
}

/** Payouts of a shop in a mode, newest first. */
export async function findShopPayouts(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  options: { limit: number; sourceKinds?: string[] },
) {
  const where = options.sourceKinds?.length
    ? and(
        eq(payouts.shopId, shopId),
        eq(payouts.mode, mode),
        sql`${payouts.sourceKind} IN (${sql.join(
          options.sourceKinds.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      )
    : and(eq(payouts.shopId, shopId), eq(payouts.mode, mode));
  return db
    .select()
    .from(payouts)
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(options.limit);
}

/** Open payouts whose next check was due before a time, oldest first (for the sweep). */
export async function findOverduePayoutIds(db: Db, dueBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(sql`${payouts.status} IN ('PENDING', 'UNKNOWN')`, lte(payouts.nextCheckAt, dueBefore)))
    .orderBy(payouts.nextCheckAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
