import type { Db } from '../../platform/db/client.ts';
import type { TransactionRow } from '../collections/transactions-repository.ts';
import { markSessionOfTransactionPaid } from './checkout-repository.ts';

/** Transaction sources that come through a checkout session. */
export const CHECKOUT_TRANSACTION_SOURCES: ReadonlySet<string> = new Set([
  'checkout',
  'link',
  'quicklink',
  'page',
  'market',
]);

/** The session a successful attempt belongs to, and the transaction that paid it. */
export type CheckoutSettlement = { sessionId: string; paidBy: string };

/**
 * Called when a collection succeeds, in the same database transaction as its settlement: the
 * session it paid becomes `paid` (the first success wins), whoever noticed the success (the
 * customer's page, the reconciler, a callback). When another attempt had already paid it (a late
 * success of an attempt we had failed as EXPIRED), `paidBy` names that one: this payment is a
 * duplicate, refunded by refundDuplicatePayment once its money is settled.
 */
export async function markCheckoutSessionPaid(
  tx: Db,
  row: TransactionRow,
): Promise<CheckoutSettlement | undefined> {
  if (!CHECKOUT_TRANSACTION_SOURCES.has(row.source)) return undefined;
  return markSessionOfTransactionPaid(tx, row);
}
