import type { SimTransaction } from '../engine/types.ts';
import { toIso } from '../http.ts';

/** A transaction as the control plane lists it (amounts as integers of XOF). */
export function controlView(txn: SimTransaction) {
  return {
    operator: txn.operator,
    network: txn.network,
    kind: txn.kind,
    reference: txn.reference,
    external_id: txn.externalId,
    msisdn: txn.msisdn,
    amount: Number(txn.amount),
    currency: txn.currency,
    status: txn.status,
    reason: txn.reason,
    outcome: txn.plan?.outcome ?? null,
    awaiting: txn.awaiting,
    otp: txn.otp,
    callback_url: txn.callbackUrl,
    callbacks_dispatched: txn.callbacksDispatched,
    financial_transaction_id: txn.financialTransactionId,
    created_at: toIso(txn.createdAt),
    updated_at: toIso(txn.updatedAt),
    completed_at: txn.completedAt === null ? null : toIso(txn.completedAt),
  };
}
