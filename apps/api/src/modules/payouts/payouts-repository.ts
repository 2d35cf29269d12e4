import { OPEN_PAYOUT_STATES } from '@platform/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { payoutEvents, payouts } from '../../platform/db/schema/index.ts';
import { sqlList } from '../../platform/db/sql-list.ts';

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

/**
 * Claims the open payouts whose check is due (at most `limit`, oldest first; rows another
 * checker is claiming are skipped) and leases them until `leaseUntil`, in one statement; answers
 * their ids. The check that follows sets the real next one (or clears it on a final state);
 * should the process die first, the lease runs out and the row is claimed again.
 */
export async function claimDuePayouts(
  db: Db,
  dueBefore: Date,
  leaseUntil: Date,
  limit: number,
): Promise<string[]> {
  const result = (await db.execute(
    sql`WITH due AS (
          SELECT id FROM ${payouts}
          WHERE status IN ${sqlList(OPEN_PAYOUT_STATES)} AND next_check_at <= ${dueBefore.toISOString()}::timestamptz
          ORDER BY next_check_at LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE ${payouts} p SET next_check_at = ${leaseUntil.toISOString()}::timestamptz
        FROM due WHERE p.id = due.id RETURNING p.id`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

/**
 * Makes an open payout's check due now (an operator's callback came), unless it is due already:
 * the only thing a callback may change. Answers whether the payout is open.
 */
export async function makePayoutCheckDue(db: Db, id: string): Promise<boolean> {
  const result = (await db.execute(
    sql`UPDATE ${payouts} SET next_check_at = CASE
          WHEN next_check_at IS NOT NULL AND next_check_at <= now() THEN next_check_at ELSE now() END
        WHERE id = ${id} AND status IN ${sqlList(OPEN_PAYOUT_STATES)} RETURNING id`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.length > 0;
}
