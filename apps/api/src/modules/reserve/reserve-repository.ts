import { and, asc, count, desc, eq, inArray, isNull, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { reserveHolds, shops } from '../../platform/db/schema/index.ts';

export type ReserveHoldRow = typeof reserveHolds.$inferSelect;

/** The reserve terms of some shops: rate (bps) and hold period (days), as staff set them. */
export async function findReserveTerms(db: Db, shopIds: string[]) {
  if (shopIds.length === 0) return [];
  return db
    .select({ id: shops.id, rateBps: shops.taxeReserveFound, holdDays: shops.reserveFound })
    .from(shops)
    .where(inArray(shops.id, shopIds));
}

/** Inserts holds, none twice for one collection; answers the rows inserted. */
export async function insertHolds(db: Db, rows: (typeof reserveHolds.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(reserveHolds).values(rows).onConflictDoNothing().returning();
}

/** Ids of holds due for release at `now` and not released yet, oldest first. */
export async function findDueHoldIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: reserveHolds.id })
    .from(reserveHolds)
    .where(and(isNull(reserveHolds.releasedAt), lte(reserveHolds.releaseAt, now)))
    .orderBy(asc(reserveHolds.releaseAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Locks a due, unreleased hold for its release; undefined when it is released already or another
 * run holds it (SKIP LOCKED: two runs never wait on each other, and never release it twice).
 */
export async function claimDueHold(tx: Db, id: string, now: Date): Promise<ReserveHoldRow | undefined> {
  const [row] = await tx
    .select()
    .from(reserveHolds)
    .where(and(eq(reserveHolds.id, id), isNull(reserveHolds.releasedAt), lte(reserveHolds.releaseAt, now)))
    .for('update', { skipLocked: true });
  return row;
}

export async function markHoldReleased(tx: Db, id: string, at: Date) {
  await tx.update(reserveHolds).set({ releasedAt: at }).where(eq(reserveHolds.id, id));
}

/** A shop's holds in a mode, newest first. */
export async function findHolds(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  page: { limit: number; offset: number },
) {
  return db
    .select()
    .from(reserveHolds)
    .where(and(eq(reserveHolds.shopId, shopId), eq(reserveHolds.mode, mode)))
    .orderBy(desc(reserveHolds.heldAt), desc(reserveHolds.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countHolds(db: Db, shopId: string, mode: 0 | 1): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reserveHolds)
    .where(and(eq(reserveHolds.shopId, shopId), eq(reserveHolds.mode, mode)));
  return Number(row?.n ?? 0);
}

/** What is still held, by UTC day of release, soonest first (at most `limit` days). */
export async function findReleaseSchedule(db: Db, shopId: string, mode: 0 | 1, limit: number) {
  const day = sql<string>`to_char(${reserveHolds.releaseAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, amount: sum(reserveHolds.amount), holds: count() })
    .from(reserveHolds)
    .where(and(eq(reserveHolds.shopId, shopId), eq(reserveHolds.mode, mode), isNull(reserveHolds.releasedAt)))
    .groupBy(day)
    .orderBy(asc(day))
    .limit(limit);
  return rows.map((r) => ({ day: r.day, amount: BigInt(r.amount ?? 0), holds: Number(r.holds) }));
}

/** Sums of a shop's holds in a mode: still held, and released. */
export async function sumHolds(db: Db, shopId: string, mode: 0 | 1) {
  const [row] = await db
    .select({
      held: sql<string>`coalesce(sum(${reserveHolds.amount}) filter (where ${reserveHolds.releasedAt} is null), 0)`,
      released: sql<string>`coalesce(sum(${reserveHolds.amount}) filter (where ${reserveHolds.releasedAt} is not null), 0)`,
    })
    .from(reserveHolds)
    .where(and(eq(reserveHolds.shopId, shopId), eq(reserveHolds.mode, mode)));
  return { held: BigInt(row?.held ?? 0), released: BigInt(row?.released ?? 0) };
}
