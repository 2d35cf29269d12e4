import { and, count, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { payouts, refunds, transactionEvents, transactions } from '../../platform/db/schema/index.ts';

/** Sums of one group: how many, amount, fee, and (collections) what the merchant received. */
export type Bucket = {
  day: string;
  network: string;
  status: string;
  count: number;
  amount: bigint;
  fee: bigint;
  net: bigint;
};

const big = (value: string | number | null | undefined) => BigInt(value ?? 0);

/** The UTC calendar day of a timestamp column, as `YYYY-MM-DD`. */
const utcDay = (
  column: typeof transactions.createdAt | typeof payouts.createdAt | typeof refunds.createdAt,
) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** A shop's collections created in [from, to), summed per UTC day, network and final state. */
export async function sumCollections(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  from: Date,
  to: Date,
): Promise<Bucket[]> {
  const day = utcDay(transactions.createdAt);
  const rows = await db
    .select({
      day,
      network: transactions.operator,
      status: transactions.status,
      n: count(),
      amount: sum(transactions.amount),
      fee: sum(transactions.fee),
      net: sum(transactions.merchantReceives),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.shopId, shopId),
        eq(transactions.mode, mode),
        gte(transactions.createdAt, from),
        lt(transactions.createdAt, to),
      ),
    )
    .groupBy(day, transactions.operator, transactions.status);
  return rows.map((r) => ({
    day: r.day,
    network: r.network,
    status: r.status,
    count: Number(r.n),
    amount: big(r.amount),
    fee: big(r.fee),
    net: big(r.net),
  }));
}

/** A shop's payouts created in [from, to), summed per UTC day, network and state; net is −(amount + fee). */
export async function sumPayouts(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  from: Date,
  to: Date,
): Promise<Bucket[]> {
  const day = utcDay(payouts.createdAt);
  const rows = await db
    .select({
      day,
      network: payouts.network,
      status: payouts.status,
      n: count(),
      amount: sum(payouts.amount),
      fee: sum(payouts.fee),
    })
    .from(payouts)
    .where(
      and(
        eq(payouts.shopId, shopId),
        eq(payouts.mode, mode),
        gte(payouts.createdAt, from),
        lt(payouts.createdAt, to),
      ),
    )
    .groupBy(day, payouts.network, payouts.status);
  return rows.map((r) => ({
    day: r.day,
    network: r.network,
    status: r.status,
    count: Number(r.n),
    amount: big(r.amount),
    fee: big(r.fee),
    net: -(big(r.amount) + big(r.fee)),
  }));
}

/** A shop's refunds created in [from, to), summed per UTC day, network of the refunded payment and state. */
export async function sumRefunds(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  from: Date,
  to: Date,
): Promise<Bucket[]> {
  const day = utcDay(refunds.createdAt);
  const rows = await db
    .select({
      day,
      network: transactions.operator,
      status: refunds.status,
      n: count(),
      amount: sum(refunds.amount),
    })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(
      and(
        eq(refunds.shopId, shopId),
        eq(refunds.mode, mode),
        gte(refunds.createdAt, from),
        lt(refunds.createdAt, to),
      ),
    )
    .groupBy(day, transactions.operator, refunds.status);
  return rows.map((r) => ({
    day: r.day,
    network: r.network,
    status: r.status,
    count: Number(r.n),
    amount: big(r.amount),
    fee: 0n,
    net: -big(r.amount),
  }));
}

export async function findLatestTransactions(db: Db, shopId: string, mode: 0 | 1, limit: number) {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.shopId, shopId), eq(transactions.mode, mode)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}

export async function findLatestPayouts(db: Db, shopId: string, mode: 0 | 1, limit: number, since?: Date) {
  return db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.shopId, shopId),
        eq(payouts.mode, mode),
        since ? gte(payouts.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

/** The newest timeline events of a shop's payments, with the payment they belong to. */
export async function findLatestPaymentEvents(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  since: Date,
  limit: number,
) {
  return db
    .select({ event: transactionEvents, payment: transactions })
    .from(transactionEvents)
    .innerJoin(transactions, eq(transactions.id, transactionEvents.transactionId))
    .where(
      and(
        eq(transactions.shopId, shopId),
        eq(transactions.mode, mode),
        gte(transactions.createdAt, since),
        inArray(transactionEvents.kind, ['created', 'status.changed']),
      ),
    )
    .orderBy(desc(transactionEvents.createdAt), desc(transactionEvents.id))
    .limit(limit);
}
