import type { RefundWithTransaction } from './refunds-repository.ts';

export function toRefundItem(row: RefundWithTransaction) {
  const { refund } = row;
  return {
    _id: refund.id,
    transaction: refund.transactionId,
    transaction_reference: row.transactionReference,
    phoneNumber: row.phoneNumber,
    reseau: row.operator,
    amount: Number(refund.amount),
    fee: Number(row.payoutFee ?? 0n),
    reason: refund.reason,
    status: refund.status as 'PENDING' | 'SUCCESSFUL' | 'FAILED',
    list: refund.listId,
    payout_reference: row.payoutReference,
    date: refund.createdAt.toISOString(),
    completed_at: refund.completedAt ? refund.completedAt.toISOString() : null,
  };
}
