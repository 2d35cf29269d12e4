import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { transactionEvents, transactions } from '../../platform/db/schema/index.ts';

export type TransactionRow = typeof transactions.$inferSelect;

export async function insertTransaction(db: Db, values: typeof transactions.$inferInsert) {
  const [row] = await db.insert(transactions).values(values).returning();
  return row!;
}

/** The row under a lock, so one answer (callback, status query, reconciler) is applied at a time. */
export async function lockTransaction(db: Db, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).for('update').limit(1);
  return row;
}

export async function getTransactionById(db: Db, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).limit(1);
  return row;
}

export async function getTransactionByReference(
  db: Db,
  reference: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.reference, reference)).limit(1);
  return row;
}

/** A transaction only if it belongs to the shop and mode asking (anything else is "not found"). */
export async function getShopTransaction(db: Db, reference: string, shopId: string, mode: 0 | 1) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.reference, reference),
        eq(transactions.shopId, shopId),
        eq(transactions.mode, mode),
      ),
    )
    .limit(1);
  return row;
}

export async function updateTransaction(
  db: Db,
  id: string,
  patch: Partial<typeof transactions.$inferInsert>,
) {
  const [row] = await db
    .update(transactions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(transactions.id, id))
    .returning();
  return row!;
}

export async function insertTransactionEvent(
  db: Db,
  transactionId: string,
  kind: string,
  data: Record<string, unknown>,
) {
  await db.insert(transactionEvents).values({ id: newId('tev'), transactionId, kind, data });
}

/** Open transactions whose next status check was due before a time, oldest first (for the sweep). */
export async function findOverdueTransactionIds(db: Db, dueBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        sql`${transactions.status} IN ('CREATED', 'PENDING', 'UNKNOWN')`,
        lte(transactions.nextCheckAt, dueBefore),
      ),
    )
    .orderBy(transactions.nextCheckAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
