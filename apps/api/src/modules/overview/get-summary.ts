import type { SummaryKind, SummaryResponse, SummaryRow } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { networkLabel } from './network-label.ts';
import { type Bucket, sumShopDays } from './overview-repository.ts';
import { type OverviewScope, requireOverviewShop } from './require-overview-shop.ts';
import { SUCCESS } from './tally-buckets.ts';
import { addUtcDays, dayStart, daysSpanned } from './utc-periods.ts';

export const SUMMARY_MAX_DAYS = 366;
const KINDS: SummaryKind[] = ['collection', 'payout', 'refund'];

function rowsOf(kind: SummaryKind, buckets: Bucket[]): SummaryRow[] {
  const byNetwork = new Map<
    string,
    { count: number; failed: number; amount: bigint; fees: bigint; net: bigint }
  >();
  for (const b of buckets) {
    const row = byNetwork.get(b.network) ?? { count: 0, failed: 0, amount: 0n, fees: 0n, net: 0n };
    if (b.status === SUCCESS) {
      row.count += b.count;
      row.amount += b.amount;
      row.fees += b.fee;
      row.net += b.net;
    } else if (b.status === 'FAILED') {
      row.failed += b.count;
    }
    byNetwork.set(b.network, row);
  }
  return [...byNetwork]
    .map(([network, r]) => ({
      kind,
      network,
      label: networkLabel(network),
      count: r.count,
      failed: r.failed,
      amount: Number(r.amount),
      fees: Number(r.fees),
      net: Number(r.net),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The period report of a shop in the session's mode, from `from` to `to` (UTC days, both included,
 * at most 366): per kind (collections, payouts, refunds) and network, the successful count, amount,
 * fees and effect on the balance, and how many failed.
 */
export async function getSummary(
  db: Db,
  scope: OverviewScope,
  query: { shop: string; from: string; to: string },
): Promise<SummaryResponse> {
  const from = dayStart(query.from);
  const to = dayStart(query.to);
  if (to < from || daysSpanned(from, to) > SUMMARY_MAX_DAYS) throw new AppError('INVALID_PERIOD');
  const shop = await requireOverviewShop(db, scope, query.shop);
  const end = addUtcDays(to, 1);
  const days = await sumShopDays(db, shop.id, scope.mode, { from, to: end, perDay: false });
  const rows = [
    ...rowsOf('collection', days.collection),
    ...rowsOf('payout', days.payout),
    ...rowsOf('refund', days.refund),
  ];
  const totals = Object.fromEntries(
    KINDS.map((kind) => {
      const mine = rows.filter((r) => r.kind === kind);
      const sum = (key: 'count' | 'failed' | 'amount' | 'fees' | 'net') =>
        mine.reduce((s, r) => s + r[key], 0);
      return [
        kind,
        {
          count: sum('count'),
          failed: sum('failed'),
          amount: sum('amount'),
          fees: sum('fees'),
          net: sum('net'),
        },
      ];
    }),
  ) as SummaryResponse['totals'];
  return {
    shop: { _id: shop.id, name: shop.name },
    from: query.from,
    to: query.to,
    rows,
    totals,
    net: KINDS.reduce((s, kind) => s + totals[kind].net, 0),
  };
}
