import type {
  PayoutListProgress,
  PayoutListStatus,
  PayoutListSummary,
  PayoutListView,
} from '@platform/contracts';
import { isOperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { getShopBalances } from '../ledger/get-shop-balances.ts';
import { payoutFeeFor } from '../payouts/payout-fee.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { type ListActor, requireList } from './payout-list-scope.ts';
import { countRowStatuses, type PayoutListRow, summarizeValidRows } from './payout-lists-repository.ts';

/** Count, total, fees (the shop's payout fee rules) and whether the available balance covers it. */
export async function summarizePayoutList(db: Db, list: PayoutListRow): Promise<PayoutListSummary> {
  const shop = await getShopForMerchant(db, list.shopId, list.merchantId, list.mode as 0 | 1);
  const { rows, byNetwork } = await summarizeValidRows(db, list.id);
  const valid = byNetwork.reduce((n, r) => n + r.count, 0);
  const total = byNetwork.reduce((n, r) => n + r.total, 0n);
  // The payout fee of each row, by the domain's one rule (payout-fee.ts); none without the shop.
  let fees = 0n;
  for (const { network, amounts } of byNetwork) {
    if (!shop || !isOperatorCode(network)) continue;
    for (const { amount, count } of amounts) fees += payoutFeeFor(shop, network, amount).fee * BigInt(count);
  }
  const { available } = await getShopBalances(db, list.shopId, list.mode as 0 | 1);
  return {
    rows,
    valid,
    invalid: rows - valid,
    total: Number(total),
    fees: Number(fees),
    debit: Number(total + fees),
    available: Number(available),
    covered: available >= total + fees,
    by_network: byNetwork.map((r) => ({ network: r.network, count: r.count, total: Number(r.total) })),
  };
}

/** Where the execution stands: rows per status, percent of rows to pay that reached a final state. */
export async function payoutListProgress(db: Db, list: PayoutListRow): Promise<PayoutListProgress> {
  const counts = await countRowStatuses(db, list.id);
  const n = (status: string) => counts[status]?.n ?? 0;
  const queued = n('QUEUED');
  const pending = n('PENDING');
  const successful = n('SUCCESSFUL');
  const failed = n('FAILED');
  const total = queued + pending + successful + failed;
  const final = successful + failed;
  const status = list.status as PayoutListStatus;
  return {
    status,
    total,
    queued,
    pending,
    successful,
    failed,
    skipped: n('SKIPPED'),
    percent: total === 0 ? 0 : Math.floor((final * 100) / total),
    amount_sent: Number(counts.SUCCESSFUL?.amount ?? 0n),
    finished: status === 'DONE' && queued === 0 && pending === 0,
  };
}

export function listView(
  list: PayoutListRow,
  summary: PayoutListSummary,
  progress: PayoutListProgress,
): PayoutListView {
  return {
    _id: list.id,
    shop: list.shopId,
    name: list.name,
    origin: list.origin as PayoutListView['origin'],
    same_network: list.sameNetwork,
    file_name: list.fileName,
    source_list_id: list.sourceListId,
    status: list.status as PayoutListStatus,
    created_at: list.createdAt.toISOString(),
    confirmed_at: list.confirmedAt?.toISOString() ?? null,
    completed_at: list.completedAt?.toISOString() ?? null,
    summary,
    progress,
  };
}

/** One list of the caller with its summary and progress. */
export async function getPayoutList(db: Db, actor: ListActor, listId: string): Promise<PayoutListView> {
  const list = await requireList(db, actor, listId);
  const [summary, progress] = await Promise.all([
    summarizePayoutList(db, list),
    payoutListProgress(db, list),
  ]);
  return listView(list, summary, progress);
}

/** The progress alone (polled while a list runs). */
export async function getPayoutListProgress(db: Db, actor: ListActor, listId: string) {
  const list = await requireList(db, actor, listId);
  return payoutListProgress(db, list);
}
