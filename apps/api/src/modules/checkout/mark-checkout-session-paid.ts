import type { Db } from '../../platform/db/client.ts';
import type { TransactionRow } from '../transactions/transactions-repository.ts';
import { markSessionOfTransactionPaid } from './checkout-repository.ts';

/** Transaction sources that come through a checkout session. */
export const CHECKOUT_TRANSACTION_SOURCES: ReadonlySet<string> = new Set([
  'checkout',
  'link',
  'quicklink',
  'page',
]);

/**
 * Called when a collection succeeds, in the same database transaction as its settlement: the
 * session it paid becomes `paid` (the first success wins), whoever noticed the success (the
 * customer's page, the reconciler, a callback).
 */
export async function markCheckoutSessionPaid(tx: Db, row: TransactionRow) {
  if (!CHECKOUT_TRANSACTION_SOURCES.has(row.source)) return undefined;
  return markSessionOfTransactionPaid(tx, row);
}
