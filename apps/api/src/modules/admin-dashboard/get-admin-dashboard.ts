import type { AdminDashboardPeriod, AdminDashboardResponse, NetworkFigures } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import {
  collectedPerDay,
  collectionsByNetwork,
  feesEarned,
  payoutsByNetwork,
  pendingBefore,
  queueSizes,
} from './admin-dashboard-repository.ts';
import { lastLedgerCheck } from './ledger-check-state.ts';

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

/**
 * The platform's figures over the last day, week or month (rolling): per network what was
 * collected and paid out, fees, success rate, what is stuck over an hour; fees earned from the
 * ledger; the staff queues with their oldest age; the ledger check's last result.
 */
export async function getAdminDashboard(
  db: Db,
  period: AdminDashboardPeriod,
  mode: 0 | 1,
  now = new Date(),
): Promise<AdminDashboardResponse> {
  const w = { mode, from: new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS), to: now };
  const [collections, outs, pending, fees, perDay, queues, ledgerCheck] = await Promise.all([
    collectionsByNetwork(db, w),
    payoutsByNetwork(db, w),
    pendingBefore(db, mode, new Date(now.getTime() - 3600_000)),
    feesEarned(db, w),
    collectedPerDay(db, w),
    queueSizes(db),
    lastLedgerCheck(db),
  ]);
  const codes = [
    ...new Set([...collections.map((c) => c.network), ...outs.map((o) => o.network), ...pending.keys()]),
  ].sort();
  const networks: NetworkFigures[] = codes.map((network) => {
    const c = collections.find((r) => r.network === network);
    const o = outs.find((r) => r.network === network);
    const succeeded = Number(c?.succeeded ?? 0);
    const failed = Number(c?.failed ?? 0);
    return {
      network,
      collected: String(c?.collected ?? '0'),
      collections: succeeded,
      paid_out: String(o?.paidOut ?? '0'),
      payouts: Number(o?.succeeded ?? 0),
      fees: (BigInt(c?.fees ?? '0') + BigInt(o?.fees ?? '0')).toString(),
      succeeded,
      failed,
      success_rate: rate(succeeded, failed),
      pending_over_1h: pending.get(network) ?? 0,
    };
  });
  const sum = (key: 'collected' | 'paid_out') => networks.reduce((s, n) => s + BigInt(n[key]), 0n).toString();
  const days = new Map<string, Record<string, number>>();
  for (const row of perDay) {
    const entry = days.get(row.day) ?? {};
    entry[row.network] = Number(row.total);
    days.set(row.day, entry);
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
    days: [...days.entries()].map(([date, by_network]) => ({ date, by_network })),
    queues: {
      validations: queue(queues.validations, now),
      withdrawals: queue(queues.withdrawals, now),
      payout_api: queue(queues.payoutApi, now),
      card: queue(queues.card, now),
    },
    ledger_check: ledgerCheck,
  };
}
