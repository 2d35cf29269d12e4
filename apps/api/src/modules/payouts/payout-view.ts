import { publicPayoutStatus } from './payout-states.ts';
import type { PayoutRow } from './payouts-repository.ts';

/** A payout as the merchant API and webhooks show it (FeexPay-like fields). */
export function toPayoutStatus(row: PayoutRow) {
  const status = publicPayoutStatus(row.status);
  return {
    reference: row.reference,
    status,
    amount: Number(row.amount),
    fees: Number(row.fee),
    phoneNumber: row.phoneNumber,
    reseau: row.network,
    motif: row.motif,
    callback_info: row.callbackInfo ?? null,
    mode: row.mode === 1 ? ('LIVE' as const) : ('SANDBOX' as const),
    date: row.createdAt.toISOString(),
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
    reason: status === 'FAILED' ? (row.reasonCode ?? null) : null,
  };
}

/** The spec's answer item of `POST payouts/readall`. */
export function toPayoutListItem(row: PayoutRow) {
  return {
    _id: row.id,
    phoneNumber: row.phoneNumber,
    reference: row.reference,
    reseau: row.network,
    amount: Number(row.amount),
    amount_sent: Number(row.amount),
    fee: Number(row.fee),
    description: row.motif,
    status: publicPayoutStatus(row.status),
    source: row.sourceKind,
    date: row.createdAt.toISOString(),
  };
}
