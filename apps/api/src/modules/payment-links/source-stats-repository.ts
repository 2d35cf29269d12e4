import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { checkoutPayments, checkoutSessions, transactions } from '../../platform/db/schema/index.ts';

export type SourceKind = 'link' | 'quicklink' | 'page';
export type PaidTotals = { payments: number; amountCollected: bigint };

/** Paid sessions and the amount they collected, per source id (absent ids had none). */
export async function findPaidTotals(
  db: Db,
  kind: SourceKind,
  sourceIds: string[],
): Promise<Map<string, PaidTotals>> {
  const totals = new Map<string, PaidTotals>();
  if (sourceIds.length === 0) return totals;
  const rows = await db
    .select({
      sourceId: checkoutSessions.sourceId,
      payments: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${checkoutSessions.amountPaid}), 0)::text`,
    })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.sourceKind, kind),
        inArray(checkoutSessions.sourceId, sourceIds),
        eq(checkoutSessions.status, 'paid'),
      ),
    )
    .groupBy(checkoutSessions.sourceId);
  for (const row of rows) {
    totals.set(row.sourceId, { payments: Number(row.payments), amountCollected: BigInt(row.amount) });
  }
  return totals;
}

/** Whether a source already has a paid session (a single-use link is then spent). */
export async function hasPaidSession(db: Db, kind: SourceKind, sourceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.sourceKind, kind),
        eq(checkoutSessions.sourceId, sourceId),
        eq(checkoutSessions.status, 'paid'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Every payment attempt on a source's sessions (failed ones too), newest first. */
export function findSourcePayments(db: Db, kind: SourceKind, sourceId: string, limit = 100) {
  return db
    .select({
      sessionId: checkoutSessions.id,
      sessionStatus: checkoutSessions.status,
      method: checkoutPayments.method,
      createdAt: transactions.createdAt,
      completedAt: transactions.completedAt,
      transactionId: transactions.id,
      reference: transactions.reference,
      transactionStatus: transactions.status,
      amount: transactions.amount,
      phoneNumber: transactions.phoneNumber,
      operator: transactions.operator,
    })
    .from(checkoutPayments)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, checkoutPayments.sessionId))
    .innerJoin(transactions, eq(transactions.id, checkoutPayments.transactionId))
    .where(and(eq(checkoutSessions.sourceKind, kind), eq(checkoutSessions.sourceId, sourceId)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}

export type SourcePaymentRow = Awaited<ReturnType<typeof findSourcePayments>>[number];

/** The sessions of a source still open and unexpired, newest first. */
export function findOpenSessions(db: Db, kind: SourceKind, sourceId: string, now: Date, limit = 500) {
  return db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.sourceKind, kind),
        eq(checkoutSessions.sourceId, sourceId),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(limit);
}

/** The newest session of a source still open and unexpired (a single-use link reuses it). */
export async function findOpenSession(db: Db, kind: SourceKind, sourceId: string, now: Date) {
  const [row] = await findOpenSessions(db, kind, sourceId, now, 1);
  return row;
}
