import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  dashboardRollups,
  payouts,
  transactionEvents,
  transactions,
} from '../../platform/db/schema/index.ts';
import { dayKey } from './utc-periods.ts';

/** Sums of one group: how many, amount, fee, and the effect on the balance (see dashboardRollups). */
export type Bucket = {
  day: string;
  network: string;
  status: string;
  count: number;
  amount: bigint;
  fee: bigint;
  net: bigint;
};

export type RollupKind = 'collection' | 'payout' | 'refund';

/**
 * A shop's collections, payouts and refunds created in the UTC days [from, to) (both at 00:00
 * UTC), per kind, network and final state (SUCCESSFUL or FAILED), and per UTC day with `perDay`
 * (else `day` is the period's first), from the rollups kept with every state change
 * (schema/rollups.ts): a few rows per day, whatever the shop's volume.
 */
export async function sumShopDays(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  period: { from: Date; to: Date; perDay: boolean },
): Promise<Record<RollupKind, Bucket[]>> {
  const r = dashboardRollups;
  const day = period.perDay ? sql<string>`${r.day}` : sql<string>`${dayKey(period.from)}`;
  const rows = await db
    .select({
      kind: r.kind,
      day,
      network: r.network,
      status: r.status,
      count: sql<string>`sum(${r.count})`,
      amount: sql<string>`sum(${r.amount})`,
      fee: sql<string>`sum(${r.fee})`,
      net: sql<string>`sum(${r.net})`,
    })
    .from(r)
    .where(
      and(
        eq(r.shopId, shopId),
        eq(r.mode, mode),
        gte(r.day, dayKey(period.from)),
        lt(r.day, dayKey(period.to)),
      ),
    )
    .groupBy(...(period.perDay ? [r.kind, r.day, r.network, r.status] : [r.kind, r.network, r.status]));
  const byKind: Record<RollupKind, Bucket[]> = { collection: [], payout: [], refund: [] };
  for (const row of rows) {
    if (row.count === '0') continue;
    byKind[row.kind as RollupKind]?.push({
      day: row.day,
      network: row.network,
      status: row.status,
      count: Number(row.count),
      amount: BigInt(row.amount),
      fee: BigInt(row.fee),
      net: BigInt(row.net),
    });
  }
  return byKind;
}

/**
 * Newest first, in the words of the shop list indexes (`DESC NULLS LAST`): a plain `DESC` (nulls
 * first) does not match them and sorts every row of the shop.
 */
export async function findLatestTransactions(db: Db, shopId: string, mode: 0 | 1, limit: number) {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.shopId, shopId), eq(transactions.mode, mode)))
    .orderBy(sql`${transactions.createdAt} DESC NULLS LAST`, sql`${transactions.id} DESC NULLS LAST`)
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
    .orderBy(sql`${payouts.createdAt} DESC NULLS LAST`, sql`${payouts.id} DESC NULLS LAST`)
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
