import { OPERATORS } from '@platform/domain';
import type { SimTransaction } from '../../engine/types.ts';
import { toIso } from '../../http.ts';
import { genericReason } from './errors.ts';
import { type GenericOperator, OTP_USSD_CODES } from './operators.ts';

/** What the customer must do for a collection on this network. */
export function customerAction(operator: GenericOperator): Record<string, string> {
  const kind = OPERATORS[operator].action;
  if (kind === 'otp') {
    const ussd = OTP_USSD_CODES[operator] ?? '#144#';
    return {
      type: 'otp',
      ussd_code: ussd,
      message: `Dial ${ussd} to get a one-time code, then submit it to /collections/{reference}/otp.`,
    };
  }
  return {
    type: 'ussd_push',
    message: 'A USSD prompt was sent to the customer phone; they approve with their PIN.',
  };
}

/** GET body of a collection or payout; also the callback body (without the simulator-only OTP). */
export function genericStatusBody(txn: SimTransaction, forCallback = false): Record<string, unknown> {
  return {
    reference: txn.reference,
    operator: txn.operator,
    type: txn.kind,
    status: txn.status,
    amount: Number(txn.amount),
    currency: txn.currency,
    msisdn: txn.msisdn,
    reason: txn.reason ? genericReason(txn.reason) : null,
    financial_transaction_id: txn.financialTransactionId,
    ...(txn.kind === 'collection' ? { action: customerAction(txn.operator as GenericOperator) } : {}),
    ...(!forCallback && txn.otp ? { simulated_otp: txn.otp } : {}),
    created_at: toIso(txn.createdAt),
    updated_at: toIso(txn.updatedAt),
    completed_at: txn.completedAt === null ? null : toIso(txn.completedAt),
  };
}
