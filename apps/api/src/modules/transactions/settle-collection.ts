import type { Db } from '../../platform/db/client.ts';
import { markCheckoutSessionPaid } from '../checkout/mark-checkout-session-paid.ts';
import { recordCustomerFromPayment } from '../customers/record-customer-from-payment.ts';
import { ensureShopAccounts } from '../ledger/ensure-shop-accounts.ts';
import { platformAccount, shardOf } from '../ledger/platform-account.ts';
import { postEntry } from '../ledger/post-entry.ts';
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
  const shop = await ensureShopAccounts(tx, { merchantId: row.merchantId, shopId: row.shopId, mode });
  const shard = shardOf(row.shopId);
  const clearing = await platformAccount(tx, mode, 'operator_clearing', row.operator, shard);
  const fees = await platformAccount(tx, mode, 'platform_fees', undefined, shard);
  const postings = [
    { account: clearing.id, amount: -row.customerPays },
    { account: shop.available.id, amount: row.merchantReceives },
  ];
  if (row.fee > 0n) postings.push({ account: fees.id, amount: row.fee });
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
