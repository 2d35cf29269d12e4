import { and, asc, count, eq, gt, gte, lt, lte, or, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notificationCursors, payouts, shops, transactions } from '../../platform/db/schema/index.ts';

export type Cursor = { until: Date; lastId: string };

export async function readCursor(db: Db, name: string): Promise<Cursor | undefined> {
  const [row] = await db.select().from(notificationCursors).where(eq(notificationCursors.name, name));
  return row ? { until: row.until, lastId: row.lastId } : undefined;
}

export async function writeCursor(db: Db, name: string, cursor: Cursor) {
  const values = { until: cursor.until, lastId: cursor.lastId, updatedAt: new Date() };
  await db
    .insert(notificationCursors)
    .values({ name, ...values })
    .onConflictDoUpdate({ target: notificationCursors.name, set: values });
}

export type LiveSuccess = {
  id: string;
  merchantId: string;
  shopName: string;
  reference: string;
  amount: bigint;
  phoneNumber: string;
  network: string;
  completedAt: Date;
};

/** Live successful collections completed after the cursor and at most at `upTo`, in order. */
export async function collectionsAfter(
  db: Db,
  after: Cursor,
  upTo: Date,
  limit: number,
): Promise<LiveSuccess[]> {
  const rows = await db
    .select({
      id: transactions.id,
      merchantId: transactions.merchantId,
      shopName: shops.name,
      reference: transactions.reference,
      amount: transactions.amount,
      phoneNumber: transactions.phoneNumber,
      network: transactions.operator,
      completedAt: transactions.completedAt,
    })
    .from(transactions)
    .innerJoin(shops, eq(shops.id, transactions.shopId))
    .where(
      and(
        eq(transactions.mode, 1),
        eq(transactions.status, 'SUCCESSFUL'),
        or(
          gt(transactions.completedAt, after.until),
          and(eq(transactions.completedAt, after.until), gt(transactions.id, after.lastId)),
        ),
        lte(transactions.completedAt, upTo),
      ),
    )
    .orderBy(asc(transactions.completedAt), asc(transactions.id))
    .limit(limit);
  return rows as LiveSuccess[];
}

/** Live successful payouts completed after the cursor and at most at `upTo`, in order. */
export async function payoutsAfter(db: Db, after: Cursor, upTo: Date, limit: number): Promise<LiveSuccess[]> {
  const rows = await db
    .select({
      id: payouts.id,
      merchantId: payouts.merchantId,
      shopName: shops.name,
      reference: payouts.reference,
      amount: payouts.amount,
      phoneNumber: payouts.phoneNumber,
      network: payouts.network,
      completedAt: payouts.completedAt,
    })
    .from(payouts)
    .innerJoin(shops, eq(shops.id, payouts.shopId))
    .where(
      and(
        eq(payouts.mode, 1),
        eq(payouts.status, 'SUCCESSFUL'),
        or(
          gt(payouts.completedAt, after.until),
          and(eq(payouts.completedAt, after.until), gt(payouts.id, after.lastId)),
        ),
        lte(payouts.completedAt, upTo),
      ),
    )
    .orderBy(asc(payouts.completedAt), asc(payouts.id))
    .limit(limit);
  return rows as LiveSuccess[];
}

/** A merchant's live figures over [from, to): successful collections, their fees, successful payouts. */
export async function weeklyFigures(db: Db, merchantId: string, from: Date, to: Date) {
  const [collected] = await db
    .select({ count: count(), amount: sum(transactions.amount), fees: sum(transactions.fee) })
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantId, merchantId),
        eq(transactions.mode, 1),
        eq(transactions.status, 'SUCCESSFUL'),
        gte(transactions.completedAt, from),
        lt(transactions.completedAt, to),
      ),
    );
  const [paid] = await db
    .select({ count: count(), amount: sum(payouts.amount) })
    .from(payouts)
    .where(
      and(
        eq(payouts.merchantId, merchantId),
        eq(payouts.mode, 1),
        eq(payouts.status, 'SUCCESSFUL'),
        gte(payouts.completedAt, from),
        lt(payouts.completedAt, to),
      ),
    );
  const big = (v: string | null | undefined) => BigInt(v ?? 0);
  return {
    collections: Number(collected?.count ?? 0),
    collected: big(collected?.amount),
    fees: big(collected?.fees),
    payouts: Number(paid?.count ?? 0),
    paidOut: big(paid?.amount),
  };
}
