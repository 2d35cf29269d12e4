import type { Db } from '../../platform/db/client.ts';
import { ensureShopAccounts } from '../ledger/ensure-shop-accounts.ts';
import { platformAccount, platformShard } from '../ledger/platform-account.ts';
import { postEntry } from '../ledger/post-entry.ts';
import type { PayoutRow } from './payouts-repository.ts';

/**
 * The money of a successful payout: the hold leaves the shop's pending account; the amount goes
 * to the operator's clearing account (the operator paid it from our float there) and the fee to
 * the platform's revenue. Keyed by the payout, so it can never be posted twice.
 */
export async function settlePayout(tx: Db, row: PayoutRow) {
  const mode = row.mode === 0 ? 0 : 1;
  const accounts = await ensureShopAccounts(tx, { merchantId: row.merchantId, shopId: row.shopId, mode });
  const shard = platformShard(tx);
  const clearing = await platformAccount(tx, mode, 'operator_clearing', row.network, shard);
  const postings = [
    { account: accounts.pending.id, amount: -(row.amount + row.fee) },
    { account: clearing.id, amount: row.amount },
  ];
  if (row.fee > 0n) {
    const fees = await platformAccount(tx, mode, 'platform_fees', undefined, shard);
    postings.push({ account: fees.id, amount: row.fee });
  }
  return postEntry(tx, {
    kind: 'payout.settled',
    reference: row.reference,
    idempotencyKey: `payout:${row.id}:settled`,
    mode,
    merchantId: row.merchantId,
    shopId: row.shopId,
    postings,
  });
}
