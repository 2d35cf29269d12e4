import type { ChartDay, DashboardResponse, NetworkTotal } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { publicStatus } from '../collections/collection-states.ts';
import { getBalance } from './get-balance.ts';
import { networkLabel } from './network-label.ts';
import {
  type Bucket,
  findLatestPayouts,
  findLatestTransactions,
  sumShopDays,
} from './overview-repository.ts';
import { type OverviewScope, requireOverviewShop } from './require-overview-shop.ts';
import { SUCCESS, tally } from './tally-buckets.ts';
import {
  addUtcDays,
  dayKey,
  daysBetween,
  startOfUtcDay,
  startOfUtcMonth,
  startOfUtcWeek,
} from './utc-periods.ts';

export const CHART_DAYS = 30;
const LATEST = 5;

function chartOf(buckets: Bucket[], days: string[]): ChartDay[] {
  const byDay = new Map(
    days.map((date) => [date, { date, count: 0, amount: 0n, byNetwork: new Map<string, bigint>() }]),
  );
  for (const b of buckets) {
    const day = byDay.get(b.day);
    if (!day || b.status !== SUCCESS) continue;
    day.count += b.count;
    day.amount += b.amount;
    day.byNetwork.set(b.network, (day.byNetwork.get(b.network) ?? 0n) + b.amount);
  }
  return [...byDay.values()].map((d) => ({
    date: d.date,
    count: d.count,
    amount: Number(d.amount),
    by_network: Object.fromEntries([...d.byNetwork].map(([k, v]) => [k, Number(v)])),
  }));
}

function networksOf(buckets: Bucket[], fromKey: string): NetworkTotal[] {
  const totals = new Map<string, { count: number; amount: bigint }>();
  for (const b of buckets) {
    if (b.status !== SUCCESS || b.day < fromKey) continue;
    const t = totals.get(b.network) ?? { count: 0, amount: 0n };
    t.count += b.count;
    t.amount += b.amount;
    totals.set(b.network, t);
  }
  return [...totals]
    .map(([network, t]) => ({
      network,
      label: networkLabel(network),
      count: t.count,
      amount: Number(t.amount),
    }))
    .sort((a, b) => b.amount - a.amount || a.network.localeCompare(b.network));
}

/**
 * The dashboard of a shop in the session's mode: ledger balances, successful collections and
 * payouts of today, this week and this month (UTC, by creation time), the last 30 days per day and
 * network, and the latest payments and payouts.
 */
export async function getDashboard(
  db: Db,
  scope: OverviewScope,
  shopId: string,
  now = new Date(),
): Promise<DashboardResponse> {
  const shop = await requireOverviewShop(db, scope, shopId);
  const today = startOfUtcDay(now);
  const tomorrow = addUtcDays(today, 1);
  const week = startOfUtcWeek(now);
  const month = startOfUtcMonth(now);
  const chartFrom = addUtcDays(today, -(CHART_DAYS - 1));
  const from = new Date(Math.min(chartFrom.getTime(), week.getTime(), month.getTime()));
  const [balance, days, latestTransactions, latestPayouts] = await Promise.all([
    getBalance(db, scope, shop.id),
    sumShopDays(db, shop.id, scope.mode, { from, to: tomorrow, perDay: true }),
    findLatestTransactions(db, shop.id, scope.mode, LATEST),
    findLatestPayouts(db, shop.id, scope.mode, LATEST),
  ]);
  const { collection: collections, payout: payoutBuckets } = days;
  const end = dayKey(tomorrow);
  const period = (start: Date) => ({
    from: start.toISOString(),
    to: tomorrow.toISOString(),
    collections: tally(collections, dayKey(start), end),
    payouts: tally(payoutBuckets, dayKey(start), end),
  });
  return {
    shop: { _id: shop.id, name: shop.name },
    mode: scope.mode,
    timezone: 'UTC',
    balance,
    today: period(today),
    week: period(week),
    month: period(month),
    chart: chartOf(collections, daysBetween(chartFrom, today)),
    networks: networksOf(collections, dayKey(month)),
    latest_transactions: latestTransactions.map((row) => ({
      _id: row.id,
      reference: row.reference,
      status: publicStatus(row.status),
      amount: Number(row.amount),
      fee: Number(row.fee),
      phoneNumber: row.phoneNumber,
      reseau: row.operator,
      first_name: row.firstName,
      last_name: row.lastName,
      date: row.createdAt.toISOString(),
    })),
    latest_payouts: latestPayouts.map((row) => ({
      _id: row.id,
      reference: row.reference,
      status: row.status === 'SUCCESSFUL' || row.status === 'FAILED' ? row.status : 'PENDING',
      amount: Number(row.amount),
      fee: Number(row.fee),
      phoneNumber: row.phoneNumber,
      reseau: row.network,
      motif: row.motif,
      date: row.createdAt.toISOString(),
    })),
  };
}
