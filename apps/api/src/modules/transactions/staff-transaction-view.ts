import type { AdminTransactionItem } from '@platform/contracts';
import { publicStatus } from '../collections/collection-states.ts';
import { publicPayoutStatus } from '../payouts/payout-states.ts';
import type { StaffListRow } from './staff-transaction-list-repository.ts';

/** A row of the staff list, whatever its kind, with whose it is. */
export function toAdminTransactionItem(row: StaffListRow): AdminTransactionItem {
  const collection = row.kind === 'COLLECTION';
  return {
    _id: row.id,
    kind: row.kind,
    reference: row.reference,
    merchant_reference: row.merchant_reference,
    status: collection ? publicStatus(row.status) : publicPayoutStatus(row.status),
    type: collection ? (row.type === 'CARD' ? 'CARD' : 'PAYMENT') : null,
    source: row.source,
    network: row.network,
    phone_number: row.phone_number,
    amount: Number(row.amount),
    fee: Number(row.fee),
    description: row.description,
    refund_id: row.refund_id,
    collection_reference: row.collection_reference,
    created_at: row.created_at,
    completed_at: row.completed_at,
    merchant: { _id: row.merchant_id, business_name: row.business_name ?? '' },
    shop: { _id: row.shop_id, name: row.shop_name ?? '' },
  };
}
