import type { Db } from '../../platform/db/client.ts';
import { type CheckoutSettlement, markCheckoutSessionPaid } from '../checkout/mark-checkout-session-paid.ts';
import { refundDuplicatePayment } from '../checkout/refund-duplicate-payment.ts';
import { recordCustomersFromPayments } from '../customers/record-customer-from-payment.ts';
import { postEntries } from '../ledger/post-entries.ts';
import { type SettlementAccounts, settlementAccounts } from '../ledger/settlement-accounts.ts';
import { runSettlementHooks } from './settlement-hooks.ts';
import type { TransactionRow } from './transactions-repository.ts';

/**
 * The money of successful collections, in the caller's transaction: what each customer paid
 * leaves the operator's clearing account; the merchant's available balance gets its share and
 * the platform its fee. Keyed by the transaction, so it can never be posted twice. Also records
 * the customers and marks the checkout sessions paid; a payment of a session another attempt had
 * already paid is refunded, once its money is posted (refundDuplicatePayment). Several collections (a batch of the
 * checker) cost one account lookup per shop and operator and two ledger statements (see
 * postEntries).
 */
export async function settleCollections(tx: Db, rows: TransactionRow[]) {
  if (rows.length === 0) return;
  await recordCustomersFromPayments(tx, rows);
  const duplicates: [TransactionRow, CheckoutSettlement][] = [];
  for (const row of rows) {
    const settlement = await markCheckoutSessionPaid(tx, row);
    if (settlement && settlement.paidBy !== row.id) duplicates.push([row, settlement]);
  }
  const accountsOf = new Map<string, SettlementAccounts>();
  const keyOf = (row: TransactionRow) => `${row.shopId}:${row.mode}:${row.operator}`;
  for (const row of rows) {
    if (accountsOf.has(keyOf(row))) continue;
    accountsOf.set(
      keyOf(row),
      await settlementAccounts(tx, {
        merchantId: row.merchantId,
        shopId: row.shopId,
        mode: row.mode === 0 ? 0 : 1,
        operator: row.operator,
      }),
    );
  }
  await postEntries(
    tx,
    rows.map((row) => {
      const accounts = accountsOf.get(keyOf(row))!;
      const postings = [
        { account: accounts.clearing, amount: -row.customerPays },
        { account: accounts.available, amount: row.merchantReceives },
      ];
      if (row.fee > 0n) postings.push({ account: accounts.fees, amount: row.fee });
      return {
        kind: 'collection.settled',
        reference: row.reference,
        idempotencyKey: `collection:${row.id}:settled`,
        mode: row.mode === 0 ? 0 : 1,
        merchantId: row.merchantId,
        shopId: row.shopId,
        postings,
      };
    }),
  );
  // What other modules add to a settlement (commissions), in this transaction: settlement-hooks.ts.
  await runSettlementHooks(tx, rows);
  for (const [row, settlement] of duplicates) await refundDuplicatePayment(tx, row, settlement);
}
