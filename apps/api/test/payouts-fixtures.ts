import { ensureShopAccounts } from '../src/modules/ledger/ensure-shop-accounts.ts';
import { platformAccount } from '../src/modules/ledger/platform-account.ts';
import { postEntry } from '../src/modules/ledger/post-entry.ts';
import type { Db } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';

/** Credits a shop's available balance as a settled MTN collection would (a real ledger entry). */
export async function fundShop(
  db: Db,
  shop: { merchantId: string; id: string; mode: number },
  amount: bigint,
) {
  const mode = shop.mode === 0 ? 0 : 1;
  return db.transaction(async (tx) => {
    const accounts = await ensureShopAccounts(tx, { merchantId: shop.merchantId, shopId: shop.id, mode });
    const clearing = await platformAccount(tx, mode, 'operator_clearing', 'mtn');
    const reference = newId('fund');
    return postEntry(tx, {
      kind: 'collection.settled',
      reference,
      idempotencyKey: `test-funding:${reference}`,
      mode,
      merchantId: shop.merchantId,
      shopId: shop.id,
      postings: [
        { account: clearing.id, amount: -amount },
        { account: accounts.available.id, amount },
      ],
    });
  });
}

/** A Benin MTN number with the simulator outcome of its last two digits. */
export const mtnNumber = (ending: string) => `22901970000${ending}`;
/** A Benin Moov number (generic protocol in the simulator). */
export const moovNumber = (ending: string) => `22901950000${ending}`;
