import { OPEN_COLLECTION_STATES, OPEN_PAYOUT_STATES } from '@platform/domain';
import { and, count, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  cardRequests,
  dashboardRollups,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  merchants,
  payoutApiRequests,
  payouts,
  platformFeeRollups,
  transactions,
  withdrawals,
} from '../../platform/db/schema/index.ts';

type Window = { mode: 0 | 1; from: Date; to: Date };

/** Collections or payouts of one UTC day, network and final state (SUCCESSFUL or FAILED). */
export type PlatformBucket = {
  kind: 'collection' | 'payout';
  day: string;
  network: string;
  status: string;
  count: number;
  amount: bigint;
  fee: bigint;
};

const FINAL = ['SUCCESSFUL', 'FAILED'];
const utcDay = (column: typeof transactions.createdAt | typeof payouts.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * Every shop's collections and payouts of the whole UTC days [fromDay, toDay) (`YYYY-MM-DD`),
 * from the rollups (schema/rollups.ts): per kind, day, network and final state.
 */
export async function sumPlatformDays(
  db: Db,
  mode: 0 | 1,
  fromDay: string,
  toDay: string,
): Promise<PlatformBucket[]> {
  const rows = await db
    .select({
      kind: dashboardRollups.kind,
      day: dashboardRollups.day,
      network: dashboardRollups.network,
      status: dashboardRollups.status,
      n: sql<string>`sum(${dashboardRollups.count})`,
      amount: sql<string>`sum(${dashboardRollups.amount})`,
      fee: sql<string>`sum(${dashboardRollups.fee})`,
    })
    .from(dashboardRollups)
    .where(
      and(
        eq(dashboardRollups.mode, mode),
        gte(dashboardRollups.day, fromDay),
        lt(dashboardRollups.day, toDay),
        inArray(dashboardRollups.kind, ['collection', 'payout']),
      ),
    )
    .groupBy(dashboardRollups.kind, dashboardRollups.day, dashboardRollups.network, dashboardRollups.status);
  return rows.map((r) => ({
    kind: r.kind as PlatformBucket['kind'],
    day: r.day,
    network: r.network,
    status: r.status,
    count: Number(r.n),
    amount: BigInt(r.amount),
    fee: BigInt(r.fee),
  }));
}

/**
 * Every shop's final collections and payouts created in a window shorter than a day (the partial
 * days at the ends of a rolling period), from the raw rows, in the rollups' shape.
 */
export async function sumPlatformWindow(db: Db, w: Window): Promise<PlatformBucket[]> {
  const cDay = utcDay(transactions.createdAt);
  const pDay = utcDay(payouts.createdAt);
  const [collections, outs] = await Promise.all([
    db
      .select({
        day: cDay,
        network: transactions.operator,
        status: transactions.status,
        n: count(),
        amount: sql<string>`sum(${transactions.amount})`,
        fee: sql<string>`sum(${transactions.fee})`,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.mode, w.mode),
          gte(transactions.createdAt, w.from),
          lt(transactions.createdAt, w.to),
          inArray(transactions.status, FINAL),
        ),
      )
      .groupBy(cDay, transactions.operator, transactions.status),
    db
      .select({
        day: pDay,
        network: payouts.network,
        status: payouts.status,
        n: count(),
        amount: sql<string>`sum(${payouts.amount})`,
        fee: sql<string>`sum(${payouts.fee})`,
      })
      .from(payouts)
      .where(
        and(
          eq(payouts.mode, w.mode),
          gte(payouts.createdAt, w.from),
          lt(payouts.createdAt, w.to),
          inArray(payouts.status, FINAL),
        ),
      )
      .groupBy(pDay, payouts.network, payouts.status),
  ]);
  const shape = (kind: PlatformBucket['kind']) => (r: (typeof collections)[number]) => ({
    kind,
    day: r.day,
    network: r.network,
    status: r.status,
    count: Number(r.n),
    amount: BigInt(r.amount),
    fee: BigInt(r.fee),
  });
  return [...collections.map(shape('collection')), ...outs.map(shape('payout'))];
}

/** Open collections and payouts created before a time (stuck longer than it), per network. */
export async function pendingBefore(db: Db, mode: 0 | 1, before: Date) {
  const [collections, outs] = await Promise.all([
    db
      .select({ network: transactions.operator, n: count() })
      .from(transactions)
      .where(
        and(
          eq(transactions.mode, mode),
          inArray(transactions.status, [...OPEN_COLLECTION_STATES]),
          lt(transactions.createdAt, before),
        ),
      )
      .groupBy(transactions.operator),
    db
      .select({ network: payouts.network, n: count() })
      .from(payouts)
      .where(
        and(
          eq(payouts.mode, mode),
          inArray(payouts.status, [...OPEN_PAYOUT_STATES]),
          lt(payouts.createdAt, before),
        ),
      )
      .groupBy(payouts.network),
  ]);
  const byNetwork = new Map<string, number>();
  for (const r of [...collections, ...outs])
    byNetwork.set(r.network, (byNetwork.get(r.network) ?? 0) + Number(r.n));
  return byNetwork;
}

/**
 * Fees earned in a window shorter than a day: the postings of the platform fee accounts whose
 * entry was written in it (the entries' BRIN index on created_at finds them). One process: the
 * planner would start a parallel worker for a day of entries, which costs more than the work.
 */
export async function feesEarnedIn(db: Db, w: Window): Promise<bigint> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(
        and(
          eq(ledgerAccounts.kind, 'platform_fees'),
          eq(ledgerAccounts.mode, w.mode),
          gte(ledgerEntries.createdAt, w.from),
          lt(ledgerEntries.createdAt, w.to),
        ),
      );
    return BigInt(row?.total ?? '0');
  });
}

/** Fees earned in the whole UTC days [fromDay, toDay), from the fee accounts' daily rollups. */
export async function feesEarnedOnDays(db: Db, mode: 0 | 1, fromDay: string, toDay: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${platformFeeRollups.amount}), 0)` })
    .from(platformFeeRollups)
    .where(
      and(
        eq(platformFeeRollups.mode, mode),
        gte(platformFeeRollups.day, fromDay),
        lt(platformFeeRollups.day, toDay),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** What waits for staff: how many and since when (oldest). */
export async function queueSizes(db: Db) {
  const [validations, withdrawalQueue, payoutApi, card] = await Promise.all([
    db
      .select({ n: count(), oldest: min(merchants.identitySubmittedAt) })
      .from(merchants)
      .where(eq(merchants.status, 'SUBMITTED')),
    db
      .select({ n: count(), oldest: min(withdrawals.createdAt) })
      .from(withdrawals)
      .where(eq(withdrawals.status, 'PENDING')),
    db
      .select({ n: count(), oldest: min(payoutApiRequests.createdAt) })
      .from(payoutApiRequests)
      .where(eq(payoutApiRequests.status, 'PENDING')),
    db
      .select({ n: count(), oldest: min(cardRequests.createdAt) })
      .from(cardRequests)
      .where(eq(cardRequests.status, 'PENDING')),
  ]);
  return {
    validations: validations[0],
    withdrawals: withdrawalQueue[0],
    payoutApi: payoutApi[0],
    card: card[0],
  };
}

/** Fees earned in the whole UTC hours [fromHour, toHour) of one day, from the fee rollups' hours. */
export async function feesEarnedInHours(
  db: Db,
  mode: 0 | 1,
  hours: { day: string; fromHour: number; toHour: number },
) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${platformFeeRollups.amount}), 0)` })
    .from(platformFeeRollups)
    .where(
      and(
        eq(platformFeeRollups.mode, mode),
        eq(platformFeeRollups.day, hours.day),
        gte(platformFeeRollups.hour, hours.fromHour),
        lt(platformFeeRollups.hour, hours.toHour),
      ),
    );
  return BigInt(row?.total ?? '0');
}
