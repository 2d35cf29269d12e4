import type { Db } from '../../platform/db/client.ts';
import { markCheckoutSessionPaid } from '../checkout/mark-checkout-session-paid.ts';
import { recordCustomerFromPayment } from '../customers/record-customer-from-payment.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { settlementAccounts } from '../ledger/settlement-accounts.ts';
import type { TransactionRow } from './transactions-repository.ts';

/**
 * The money of a successful collection: what the customer paid leaves the operator's clearing
 * account; the merchant's available balance gets its share and the platform its fee. Keyed by
 * the transaction, so it can never be posted twice.
 */
export async function settleCollection(tx: Db, row: TransactionRow) {
  await recordCustomerFromPayment(tx, row);
  await markCheckoutSessionPaid(tx, row);
  const mode = row.mode === 0 ? 0 : 1;
  const accounts = await settlementAccounts(tx, {
    merchantId: row.merchantId,
    shopId: row.shopId,
    mode,
    operator: row.operator,
  });
  const postings = [
    { account: accounts.clearing, amount: -row.customerPays },
    { account: accounts.available, amount: row.merchantReceives },
  ];
  if (row.fee > 0n) postings.push({ account: accounts.fees, amount: row.fee });
  return postEntry(tx, {
    kind: 'collection.settled',
    reference: row.reference,
    idempotencyKey: `collection:${row.id}:settled`,
    mode,
    merchantId: row.merchantId,
    shopId: row.shopId,
    postings,
  });
}
