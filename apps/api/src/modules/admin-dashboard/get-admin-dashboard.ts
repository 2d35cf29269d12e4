import type { AdminDashboardPeriod, AdminDashboardResponse, NetworkFigures } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import {
  feesEarnedIn,
  feesEarnedInHours,
  feesEarnedOnDays,
  type PlatformBucket,
  pendingBefore,
  queueSizes,
  sumPlatformDays,
  sumPlatformWindow,
} from './admin-dashboard-repository.ts';
import { lastLedgerCheck } from './ledger-check-state.ts';
import { splitByHour, splitRollingWindow, type TimeWindow } from './rolling-window.ts';

const DAY_MS = 86_400_000;
const PERIOD_DAYS: Record<AdminDashboardPeriod, number> = { day: 1, week: 7, month: 30 };

const rate = (ok: number, failed: number) =>
  ok + failed === 0 ? null : Math.round((ok / (ok + failed)) * 1000) / 10;

const queue = (row: { n: number; oldest: Date | null } | undefined, now: Date) => ({
  waiting: Number(row?.n ?? 0),
  oldest_age_seconds: row?.oldest
    ? Math.max(0, Math.floor((now.getTime() - new Date(row.oldest).getTime()) / 1000))
    : null,
});

type NetworkSums = {
  collected: bigint;
  fees: bigint;
  succeeded: number;
  failed: number;
  paidOut: bigint;
  payouts: number;
};

/** Per network: successful collections and payouts (amounts, fees, counts) and failed collections. */
function sumsByNetwork(buckets: PlatformBucket[]) {
  const byNetwork = new Map<string, NetworkSums>();
  for (const b of buckets) {
    const n = byNetwork.get(b.network) ?? {
      collected: 0n,
      fees: 0n,
      succeeded: 0,
      failed: 0,
      paidOut: 0n,
      payouts: 0,
    };
    if (b.status === 'SUCCESSFUL') {
      n.fees += b.fee;
      if (b.kind === 'collection') {
        n.collected += b.amount;
        n.succeeded += b.count;
      } else {
        n.paidOut += b.amount;
        n.payouts += b.count;
      }
    } else if (b.kind === 'collection') n.failed += b.count;
    byNetwork.set(b.network, n);
  }
  return byNetwork;
}

/** Fees earned in a partial day: its whole hours from the fee rollups, its partial hours from the postings. */
async function feesOfPartialDay(db: Db, mode: 0 | 1, w: TimeWindow) {
  const { hours, edges } = splitByHour(w);
  const parts = await Promise.all([
    hours ? feesEarnedInHours(db, mode, hours) : 0n,
    ...edges.map((e) => feesEarnedIn(db, { mode, ...e })),
  ]);
  return parts.reduce((s, f) => s + f, 0n);
}

/**
 * The platform's figures over the last day, week or month (rolling): per network what was
 * collected and paid out, fees, success rate, what is stuck over an hour; fees earned from the
 * ledger; the staff queues with their oldest age; the ledger check's last result. The whole UTC
 * days of the period are read from the rollups, its partial first and last days from the raw rows
 * (the fees of those: their whole hours from the fee rollups, their partial hours from the postings).
 */
export async function getAdminDashboard(
  db: Db,
  period: AdminDashboardPeriod,
  mode: 0 | 1,
  now = new Date(),
): Promise<AdminDashboardResponse> {
  const w = { mode, from: new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS), to: now };
  const { days: whole, edges } = splitRollingWindow(w);
  const [dayBuckets, edgeBuckets, dayFees, edgeFees, pending, queues, ledgerCheck] = await Promise.all([
    whole ? sumPlatformDays(db, mode, whole.fromDay, whole.toDay) : [],
    Promise.all(edges.map((e) => sumPlatformWindow(db, { mode, ...e }))),
    whole ? feesEarnedOnDays(db, mode, whole.fromDay, whole.toDay) : 0n,
    Promise.all(edges.map((e) => feesOfPartialDay(db, mode, e))),
    pendingBefore(db, mode, new Date(now.getTime() - 3600_000)),
    queueSizes(db),
    lastLedgerCheck(db),
  ]);
  const buckets = [...dayBuckets, ...edgeBuckets.flat()];
  const fees = edgeFees.reduce((s, f) => s + f, dayFees);
  const sums = sumsByNetwork(buckets);
  const codes = [...new Set([...sums.keys(), ...pending.keys()])].sort();
  const networks: NetworkFigures[] = codes.map((network) => {
    const n = sums.get(network);
    const succeeded = n?.succeeded ?? 0;
    const failed = n?.failed ?? 0;
    return {
      network,
      collected: String(n?.collected ?? 0n),
      collections: succeeded,
      paid_out: String(n?.paidOut ?? 0n),
      payouts: n?.payouts ?? 0,
      fees: String(n?.fees ?? 0n),
      succeeded,
      failed,
      success_rate: rate(succeeded, failed),
      pending_over_1h: pending.get(network) ?? 0,
    };
  });
  const sum = (key: 'collected' | 'paid_out') => networks.reduce((s, n) => s + BigInt(n[key]), 0n).toString();
  const days = new Map<string, Record<string, number>>();
  for (const b of buckets.filter((x) => x.kind === 'collection' && x.status === 'SUCCESSFUL')) {
    const entry = days.get(b.day) ?? {};
    entry[b.network] = (entry[b.network] ?? 0) + Number(b.amount);
    days.set(b.day, entry);
  }
  return {
    period,
    mode,
    from: w.from.toISOString(),
    to: w.to.toISOString(),
    totals: {
      collected: sum('collected'),
      paid_out: sum('paid_out'),
      fees_earned: fees.toString(),
      success_rate: rate(
        networks.reduce((s, n) => s + n.succeeded, 0),
        networks.reduce((s, n) => s + n.failed, 0),
      ),
      pending_over_1h: networks.reduce((s, n) => s + n.pending_over_1h, 0),
    },
    networks,
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, by_network]) => ({ date, by_network })),
    queues: {
      validations: queue(queues.validations, now),
      withdrawals: queue(queues.withdrawals, now),
      payout_api: queue(queues.payoutApi, now),
      card: queue(queues.card, now),
    },
    ledger_check: ledgerCheck,
  };
}
