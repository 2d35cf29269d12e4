import type { WebhookEventInput } from '../webhooks/record-webhook-event.ts';
import { toTransactionStatus } from './transaction-view.ts';
import type { TransactionRow } from './transactions-repository.ts';

export type CollectionEventType = 'transaction.successful' | 'transaction.failed';

/** The webhook event of a collection's final state, in FeexPay's fields plus `event` and `mode`. */
export function collectionWebhookEvent(row: TransactionRow): WebhookEventInput {
  const type: CollectionEventType =
    row.status === 'SUCCESSFUL' ? 'transaction.successful' : 'transaction.failed';
  const view = toTransactionStatus(row);
  return {
    merchantId: row.merchantId,
    shopId: row.shopId,
    mode: row.mode === 0 ? 0 : 1,
    type,
    reference: row.reference,
    payload: {
      event: type,
      mode: view.mode,
      reference: view.reference,
      order_id: row.merchantReference,
      status: view.status,
      amount: view.amount,
      fees: view.fees,
      callback_info: view.callback_info,
      first_name: view.first_name,
      last_name: view.last_name,
      email: view.email,
      type: view.type,
      phoneNumber: view.phoneNumber,
      date: view.date,
      reseau: view.reseau,
      description: view.description,
      reason: view.reason ?? null,
    },
  };
}
