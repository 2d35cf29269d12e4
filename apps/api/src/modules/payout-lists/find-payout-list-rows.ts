import type { PayoutListRowView, PayoutRowErrorCode, PayoutRowStatus } from '@platform/contracts';
import { computePayoutFee, isOperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ShopRow } from '../shops/shops-repository.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { type ListActor, requireList } from './payout-list-scope.ts';
import { findPayoutRows, getRowRecord, type RowFilter, type RowRecord } from './payout-lists-repository.ts';

function estimatedFee(record: RowRecord, shop: ShopRow | undefined): number | null {
  if (record.payout_fee !== null && record.payout_fee !== undefined) return Number(record.payout_fee);
  if (!shop || record.amount === null || !isOperatorCode(record.network) || record.errors.length > 0)
    return null;
  const { fee } = computePayoutFee({
    amount: BigInt(record.amount),
    operator: record.network,
    shop: {
      taxe_payout: shop.taxePayout,
      payout_commission: shop.payoutCommission,
      payout_commission_amount: shop.payoutCommissionAmount,
    },
  });
  return Number(fee);
}

/** A row as the preview and the results show it. */
export function rowView(record: RowRecord, shop?: ShopRow): PayoutListRowView {
  const errors = [...record.errors] as PayoutRowErrorCode[];
  if (record.duplicate) errors.push('DUPLICATE_ROW');
  return {
    _id: record.id,
    line: Number(record.line),
    phone_raw: record.phone_raw,
    network_raw: record.network_raw,
    amount_raw: record.amount_raw,
    motif: record.motif,
    phoneNumber: record.phone,
    network: record.network,
    amount: record.amount === null ? null : Number(record.amount),
    errors,
    duplicate_of: record.duplicate ? Number(record.first_line) : null,
    status: record.view_status as PayoutRowStatus,
    attempt: Number(record.attempt),
    reference: record.payout_reference,
    payout_id: record.payout_id,
    failure: record.payout_reason ?? record.failure_code,
    fee: estimatedFee(record, shop),
  };
}

export async function findPayoutListRows(
  db: Db,
  actor: ListActor,
  listId: string,
  query: { filter: RowFilter; page: number; limit: number },
) {
  const list = await requireList(db, actor, listId);
  const shop = await getShopForMerchant(db, list.shopId, list.merchantId, actor.mode);
  const { rows, total } = await findPayoutRows(db, list.id, query.filter, query.page, query.limit);
  return {
    rows: rows.map((r) => rowView(r, shop)),
    pager: { totalItems: total, page: query.page, limit: query.limit },
  };
}

/** One row of the caller's list as the preview shows it. */
export async function getPayoutListRow(db: Db, actor: ListActor, listId: string, rowId: string) {
  const list = await requireList(db, actor, listId);
  const record = await getRowRecord(db, list.id, rowId);
  if (!record) throw new AppError('PAYOUT_LIST_ROW_NOT_FOUND');
  const shop = await getShopForMerchant(db, list.shopId, list.merchantId, actor.mode);
  return rowView(record, shop);
}
