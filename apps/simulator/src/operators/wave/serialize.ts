import type { SimTransaction } from '../../engine/types.ts';
import { toIso } from '../../http.ts';
import { checkoutError, payoutError } from './errors.ts';

export const BUSINESS_NAME = 'Boutique Simulateur';

/** A checkout session as Wave shows it. */
export function waveSessionBody(txn: SimTransaction): Record<string, unknown> {
  const status = txn.status;
  return {
    id: txn.reference,
    amount: txn.amount.toString(),
    checkout_status: status === 'PENDING' ? 'open' : status === 'SUCCESSFUL' ? 'complete' : 'expired',
    client_reference: txn.externalId,
    currency: txn.currency,
    error_url: txn.data.errorUrl,
    success_url: txn.data.successUrl,
    business_name: BUSINESS_NAME,
    aggregated_merchant_id: null,
    last_payment_error: txn.reason ? checkoutError(txn.reason) : null,
    payment_status: status === 'PENDING' ? 'processing' : status === 'SUCCESSFUL' ? 'succeeded' : 'cancelled',
    restrict_payer_mobile: txn.data.restrictPayerMobile ?? null,
    transaction_id: txn.financialTransactionId ? `T_${txn.financialTransactionId}` : null,
    wave_launch_url: txn.data.launchUrl,
    when_completed: status === 'SUCCESSFUL' && txn.completedAt !== null ? toIso(txn.completedAt) : null,
    when_created: toIso(txn.createdAt),
    when_expires: toIso(Number(txn.data.expiresAt)),
  };
}

/** A payout as Wave shows it. */
export function wavePayoutBody(txn: SimTransaction): Record<string, unknown> {
  return {
    id: txn.reference,
    currency: txn.currency,
    receive_amount: txn.amount.toString(),
    fee: '0',
    mobile: txn.msisdn,
    name: txn.data.name ?? null,
    client_reference: txn.externalId,
    payment_reason: txn.data.paymentReason ?? null,
    status: txn.status === 'PENDING' ? 'processing' : txn.status === 'SUCCESSFUL' ? 'succeeded' : 'failed',
    timestamp: toIso(txn.createdAt),
    ...(txn.reason ? { payout_error: payoutError(txn.reason) } : {}),
  };
}
