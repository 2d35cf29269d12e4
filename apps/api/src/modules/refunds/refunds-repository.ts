import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { payouts, refundLists, refunds, transactions } from '../../platform/db/schema/index.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundListRow = typeof refundLists.$inferSelect;

/** The shop of a merchant's collection (by id or reference) in a mode, if any. */
export async function getCollectionShopId(db: Db, transaction: string, merchantId: string, mode: 0 | 1) {
  const [row] = await db
    .select({ shopId: transactions.shopId })
    .from(transactions)
    .where(
      and(
        sql`(${transactions.id} = ${transaction} OR ${transactions.reference} = ${transaction})`,
        eq(transactions.merchantId, merchantId),
        eq(transactions.mode, mode),
      ),
    )
    .limit(1);
  return row?.shopId;
}

export async function insertRefund(db: Db, values: typeof refunds.$inferInsert) {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

export async function updateRefund(db: Db, id: string, patch: Partial<typeof refunds.$inferInsert>) {
  const [row] = await db.update(refunds).set(patch).where(eq(refunds.id, id)).returning();
  return row;
}

/** What a transaction has refunded or is refunding (FAILED refunds give their amount back). */
export async function sumActiveRefunds(db: Db, transactionId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.transactionId, transactionId), sql`${refunds.status} <> 'FAILED'`));
  return BigInt(row?.total ?? 0);
}

/** What was refunded for good of a transaction (SUCCESSFUL refunds). */
export async function sumSucceededRefunds(db: Db, transactionId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.transactionId, transactionId), eq(refunds.status, 'SUCCESSFUL')));
  return BigInt(row?.total ?? 0);
}

/** Active refund totals of several transactions. */
export async function sumActiveRefundsOf(db: Db, transactionIds: string[]) {
  if (transactionIds.length === 0) return new Map<string, bigint>();
  const rows = await db
    .select({ id: refunds.transactionId, total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(inArray(refunds.transactionId, transactionIds), sql`${refunds.status} <> 'FAILED'`))
    .groupBy(refunds.transactionId);
  return new Map(rows.map((r) => [r.id, BigInt(r.total)]));
}

const refundWithTransaction = {
  refund: refunds,
  transactionReference: transactions.reference,
  phoneNumber: transactions.phoneNumber,
  operator: transactions.operator,
  payoutReference: payouts.reference,
  payoutFee: payouts.fee,
};

export type RefundWithTransaction = {
  refund: RefundRow;
  transactionReference: string;
  phoneNumber: string;
  operator: string;
  payoutReference: string | null;
  payoutFee: bigint | null;
};

export function findShopRefunds(db: Db, shopId: string, mode: 0 | 1, listId?: string) {
  return db
    .select(refundWithTransaction)
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .leftJoin(payouts, eq(payouts.id, refunds.payoutId))
    .where(
      and(
        eq(refunds.shopId, shopId),
        eq(refunds.mode, mode),
        listId ? eq(refunds.listId, listId) : undefined,
      ),
    )
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(500);
}

export async function getMerchantRefund(db: Db, id: string, merchantId: string, mode: 0 | 1) {
  const [row] = await db
    .select(refundWithTransaction)
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .leftJoin(payouts, eq(payouts.id, refunds.payoutId))
    .where(and(eq(refunds.id, id), eq(refunds.merchantId, merchantId), eq(refunds.mode, mode)))
    .limit(1);
  return row;
}

export async function getRefundByPayout(db: Db, payoutId: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.payoutId, payoutId)).limit(1);
  return row;
}

export async function insertRefundList(db: Db, values: typeof refundLists.$inferInsert) {
  const [row] = await db.insert(refundLists).values(values).returning();
  return row!;
}

export function findShopRefundLists(db: Db, shopId: string, mode: 0 | 1) {
  return db
    .select({
      list: refundLists,
      count: sql<number>`count(${refunds.id})::int`,
      total: sql<string>`coalesce(sum(${refunds.amount}), 0)`,
      successful: sql<number>`(count(*) filter (where ${refunds.status} = 'SUCCESSFUL'))::int`,
      failed: sql<number>`(count(*) filter (where ${refunds.status} = 'FAILED'))::int`,
      pending: sql<number>`(count(*) filter (where ${refunds.status} = 'PENDING'))::int`,
    })
    .from(refundLists)
    .leftJoin(refunds, eq(refunds.listId, refundLists.id))
    .where(and(eq(refundLists.shopId, shopId), eq(refundLists.mode, mode)))
    .groupBy(refundLists.id)
    .orderBy(desc(refundLists.createdAt))
    .limit(200);
}

export async function getMerchantRefundList(db: Db, id: string, merchantId: string, mode: 0 | 1) {
  const [row] = await db
    .select()
    .from(refundLists)
    .where(and(eq(refundLists.id, id), eq(refundLists.merchantId, merchantId), eq(refundLists.mode, mode)))
    .limit(1);
  return row;
}

/** Successful collections of a shop, newest first, optionally matching a reference or number. */
export function findRefundableTransactions(db: Db, shopId: string, mode: 0 | 1, search?: string) {
  const like = search ? `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.shopId, shopId),
        eq(transactions.mode, mode),
        eq(transactions.status, 'SUCCESSFUL'),
        like
          ? sql`(${transactions.reference} ILIKE ${like} OR ${transactions.phoneNumber} ILIKE ${like})`
          : undefined,
      ),
    )
    .orderBy(desc(transactions.createdAt))
    .limit(100);
}

/**
 * A collection of the merchant's mode by id or reference (and shop, when given), locked for the
 * caller's transaction: two refunds of it are decided one after the other.
 */
export async function lockMerchantCollection(
  db: Db,
  transaction: string,
  scope: { merchantId: string; mode: 0 | 1; shopId?: string | undefined },
) {
  const [collection] = await db
    .select()
    .from(transactions)
    .where(
      and(
        or(eq(transactions.id, transaction), eq(transactions.reference, transaction)),
        eq(transactions.merchantId, scope.merchantId),
        eq(transactions.mode, scope.mode),
        scope.shopId ? eq(transactions.shopId, scope.shopId) : undefined,
      ),
    )
    .for('update')
    .limit(1);
  return collection;
}

/** The collection a refund takes back from. */
export async function getRefundedCollection(db: Db, transactionId: string) {
  const [collection] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.id, transactionId))
    .limit(1);
  return collection;
}
