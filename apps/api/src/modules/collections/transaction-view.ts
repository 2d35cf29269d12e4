import type { TransactionStatusResponse } from '@platform/contracts';
import type { OperatorCode } from '@platform/domain';
import { publicStatus } from './collection-states.ts';
import type { TransactionRow } from './transactions-repository.ts';

/** A transaction in FeexPay's field names, for the status call and webhooks. */
export function toTransactionStatus(row: TransactionRow): TransactionStatusResponse {
  return {
    reference: row.reference,
    status: publicStatus(row.status),
    amount: Number(row.amount),
    fees: Number(row.fee),
    ...(row.reasonCode ? { reason: row.reasonCode } : {}),
    ...(row.reasonMessage ? { reason_message: row.reasonMessage } : {}),
    callback_info: row.callbackInfo ?? null,
    phoneNumber: row.phoneNumber,
    reseau: row.operator as OperatorCode,
    type: row.type,
    mode: row.mode === 1 ? 'LIVE' : 'SANDBOX',
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    description: row.description,
    date: row.createdAt.toISOString(),
  };
}
