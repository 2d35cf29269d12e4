import type { Db } from '../../platform/db/client.ts';
import { type CheckoutSettlement, markCheckoutSessionPaid } from '../checkout/mark-checkout-session-paid.ts';
import { refundDuplicatePayment } from '../checkout/refund-duplicate-payment.ts';
import { recordCustomersFromPayments } from '../customers/record-customer-from-payment.ts';
import { postCollectionSettlements } from '../ledger/post-collection-settlements.ts';
import { runSettlementHooks } from './settlement-hooks.ts';
import type { TransactionRow } from './transactions-repository.ts';

/**
 * The money of successful collections, in the caller's transaction: what each customer paid
 * leaves the operator's clearing account; the merchant's available balance gets its share and
 * the platform its fee. Keyed by the transaction, so it can never be posted twice. Also records
 * the customers and marks the checkout sessions paid; a payment of a session another attempt had
 * already paid is refunded, once its money is posted (refundDuplicatePayment). The postings:
 * postCollectionSettlements.
 */
export async function settleCollections(tx: Db, rows: TransactionRow[]) {
  if (rows.length === 0) return;
  await recordCustomersFromPayments(tx, rows);
  const duplicates: [TransactionRow, CheckoutSettlement][] = [];
  for (const row of rows) {
    const settlement = await markCheckoutSessionPaid(tx, row);
    if (settlement && settlement.paidBy !== row.id) duplicates.push([row, settlement]);
  }
  await postCollectionSettlements(tx, rows);
  // What other modules add to a settlement (commissions), in this transaction: settlement-hooks.ts.
  await runSettlementHooks(tx, rows);
  for (const [row, settlement] of duplicates) await refundDuplicatePayment(tx, row, settlement);
}
