import type { Db } from '../../platform/db/client.ts';
import { ensureShopAccounts } from '../ledger/ensure-shop-accounts.ts';
import { postEntry } from '../ledger/post-entry.ts';
import type { PayoutRow } from './payouts-repository.ts';

/** A failed payout gives its hold back: pending → available, keyed by the payout (posted once). */
export async function releasePayout(tx: Db, row: PayoutRow) {
  const mode = row.mode === 0 ? 0 : 1;
  const accounts = await ensureShopAccounts(tx, { merchantId: row.merchantId, shopId: row.shopId, mode });
  const total = row.amount + row.fee;
  return postEntry(tx, {
    kind: 'payout.released',
    reference: row.reference,
    idempotencyKey: `payout:${row.id}:released`,
    mode,
    merchantId: row.merchantId,
    shopId: row.shopId,
    postings: [
      { account: accounts.pending.id, amount: -total },
      { account: accounts.available.id, amount: total },
    ],
  });
}
