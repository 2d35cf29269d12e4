import { OPEN_COLLECTION_STATES } from '@platform/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  checkoutPayments,
  checkoutSessions,
  merchantSettings,
  merchants,
  shops,
  transactions,
} from '../../platform/db/schema/index.ts';
import { sqlList } from '../../platform/db/sql-list.ts';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type CheckoutPaymentRow = typeof checkoutPayments.$inferSelect;

export async function insertCheckoutSession(db: Db, values: typeof checkoutSessions.$inferInsert) {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  return row!;
}

export async function getCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return row;
}

/** The session under a row lock: pay attempts on one session are decided one at a time. */
export async function lockCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function updateCheckoutSession(
  db: Db,
  id: string,
  patch: Partial<typeof checkoutSessions.$inferInsert>,
) {
  const [row] = await db
    .update(checkoutSessions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(checkoutSessions.id, id))
    .returning();
  return row!;
}

export async function insertCheckoutPayment(db: Db, values: typeof checkoutPayments.$inferInsert) {
  await db.insert(checkoutPayments).values(values);
}

export async function getCheckoutPayment(db: Db, transactionId: string) {
  const [row] = await db
    .select()
    .from(checkoutPayments)
    .where(eq(checkoutPayments.transactionId, transactionId))
    .limit(1);
  return row;
}

export async function updateCheckoutPayment(
  db: Db,
  transactionId: string,
  patch: Partial<typeof checkoutPayments.$inferInsert>,
) {
  await db.update(checkoutPayments).set(patch).where(eq(checkoutPayments.transactionId, transactionId));
}

/** The attempts of a session with their transactions, newest first. */
export async function findSessionAttempts(db: Db, sessionId: string, limit = 20) {
  return db
    .select({ payment: checkoutPayments, transaction: transactions })
    .from(checkoutPayments)
    .innerJoin(transactions, eq(transactions.id, checkoutPayments.transactionId))
    .where(eq(checkoutPayments.sessionId, sessionId))
    .orderBy(desc(checkoutPayments.createdAt))
    .limit(limit);
}

/** The attempt of a session that is still open at the operator, if any. */
export async function getOpenAttempt(db: Db, sessionId: string) {
  const [row] = await db
    .select({ id: transactions.id, status: transactions.status })
    .from(checkoutPayments)
    .innerJoin(transactions, eq(transactions.id, checkoutPayments.transactionId))
    .where(
      and(
        eq(checkoutPayments.sessionId, sessionId),
        sql`${transactions.status} IN ${sqlList(OPEN_COLLECTION_STATES)}`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Marks the session of a successful attempt paid (once: the first success wins). Answers the
 * session and the transaction that paid it: this one, or an earlier one (this one is then a
 * second payment of the same session). Undefined for a transaction that is no checkout attempt.
 */
export async function markSessionOfTransactionPaid(
  db: Db,
  transaction: { id: string; amount: bigint; completedAt: Date | null },
): Promise<{ sessionId: string; paidBy: string } | undefined> {
  const payment = await getCheckoutPayment(db, transaction.id);
  if (!payment) return undefined;
  const [row] = await db
    .update(checkoutSessions)
    .set({
      status: 'paid',
      transactionId: transaction.id,
      paidAt: transaction.completedAt ?? new Date(),
      amountPaid: transaction.amount,
      updatedAt: new Date(),
    })
    .where(and(eq(checkoutSessions.id, payment.sessionId), sql`${checkoutSessions.status} <> 'paid'`))
    .returning({ id: checkoutSessions.id });
  if (row) return { sessionId: row.id, paidBy: transaction.id };
  const [session] = await db
    .select({ transactionId: checkoutSessions.transactionId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, payment.sessionId))
    .limit(1);
  return { sessionId: payment.sessionId, paidBy: session?.transactionId ?? transaction.id };
}

/** The session with the shop and merchant names and settings the public page needs. */
export async function getSessionWithShop(db: Db, id: string) {
  const [row] = await db
    .select({
      session: checkoutSessions,
      shop: shops,
      merchant: { name: merchants.businessName, cardEnabled: merchants.cardEnabled },
      // The business details of the settings page (issue 18), shown to the customer.
      business: {
        tradeName: merchantSettings.tradeName,
        supportPhone: merchantSettings.supportPhone,
        supportEmail: merchantSettings.supportEmail,
      },
    })
    .from(checkoutSessions)
    .innerJoin(shops, eq(shops.id, checkoutSessions.shopId))
    .innerJoin(merchants, eq(merchants.id, checkoutSessions.merchantId))
    .leftJoin(merchantSettings, eq(merchantSettings.merchantId, checkoutSessions.merchantId))
    .where(eq(checkoutSessions.id, id))
    .limit(1);
  return row;
}

export async function countSessionAttempts(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkoutPayments)
    .where(eq(checkoutPayments.sessionId, sessionId));
  return row?.n ?? 0;
}
