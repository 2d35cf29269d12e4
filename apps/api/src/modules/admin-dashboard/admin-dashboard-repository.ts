import { OPEN_COLLECTION_STATES, OPEN_PAYOUT_STATES } from '@platform/domain';
import { and, count, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  cardRequests,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  merchants,
  payoutApiRequests,
  payouts,
  transactions,
  withdrawals,
} from '../../platform/db/schema/index.ts';

type Window = { mode: 0 | 1; from: Date; to: Date };

/** Collections per network in a window: collected (successful), fees, finals, and counts. */
export async function collectionsByNetwork(db: Db, w: Window) {
  return db
    .select({
      network: transactions.operator,
      collected: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.status} = 'SUCCESSFUL'), 0)`,
      fees: sql<string>`coalesce(sum(${transactions.fee}) filter (where ${transactions.status} = 'SUCCESSFUL'), 0)`,
      succeeded: sql<number>`count(*) filter (where ${transactions.status} = 'SUCCESSFUL')`,
      failed: sql<number>`count(*) filter (where ${transactions.status} = 'FAILED')`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.mode, w.mode),
        gte(transactions.createdAt, w.from),
        lt(transactions.createdAt, w.to),
      ),
    )
    .groupBy(transactions.operator);
}

/** Payouts per network in a window: paid out (successful) and fees. */
export async function payoutsByNetwork(db: Db, w: Window) {
  return db
    .select({
      network: payouts.network,
      paidOut: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'SUCCESSFUL'), 0)`,
      fees: sql<string>`coalesce(sum(${payouts.fee}) filter (where ${payouts.status} = 'SUCCESSFUL'), 0)`,
      succeeded: sql<number>`count(*) filter (where ${payouts.status} = 'SUCCESSFUL')`,
    })
    .from(payouts)
    .where(and(eq(payouts.mode, w.mode), gte(payouts.createdAt, w.from), lt(payouts.createdAt, w.to)))
    .groupBy(payouts.network);
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

/** Fees earned: the credits of the platform fee accounts in the window, from the ledger. */
export async function feesEarned(db: Db, w: Window): Promise<bigint> {
  const [row] = await db
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
}

/** Successful collections per UTC day and network, for the charts. */
export async function collectedPerDay(db: Db, w: Window) {
  const day = sql<string>`to_char(date_trunc('day', ${transactions.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ day, network: transactions.operator, total: sql<string>`sum(${transactions.amount})` })
    .from(transactions)
    .where(
      and(
        eq(transactions.mode, w.mode),
        eq(transactions.status, 'SUCCESSFUL'),
        gte(transactions.createdAt, w.from),
        lt(transactions.createdAt, w.to),
      ),
    )
    .groupBy(day, transactions.operator)
    .orderBy(day);
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
