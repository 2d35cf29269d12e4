import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
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
 * UTC), per kind, UTC day, network and final state (SUCCESSFUL or FAILED), from the rollups kept
 * with every state change (schema/rollups.ts): a few rows per day, whatever the shop's volume.
 */
export async function sumShopDays(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  from: Date,
  to: Date,
): Promise<Record<RollupKind, Bucket[]>> {
  const rows = await db
    .select({
      kind: dashboardRollups.kind,
      day: dashboardRollups.day,
      network: dashboardRollups.network,
      status: dashboardRollups.status,
      count: dashboardRollups.count,
      amount: dashboardRollups.amount,
      fee: dashboardRollups.fee,
      net: dashboardRollups.net,
    })
    .from(dashboardRollups)
    .where(
      and(
        eq(dashboardRollups.shopId, shopId),
        eq(dashboardRollups.mode, mode),
        gte(dashboardRollups.day, dayKey(from)),
        lt(dashboardRollups.day, dayKey(to)),
      ),
    );
  const byKind: Record<RollupKind, Bucket[]> = { collection: [], payout: [], refund: [] };
  for (const { kind, ...r } of rows) {
    if (r.count === 0n) continue;
    byKind[kind as RollupKind]?.push({ ...r, count: Number(r.count) });
  }
  return byKind;
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
