import type { Db } from '../../platform/db/client.ts';
import { findShopAccounts } from './ledger-repository.ts';

export type ShopBalances = { available: bigint; pending: bigint; reserve: bigint };

/** The cached balances of a shop in a mode (an account split into buckets: their sum); zero for accounts not created yet. */
export async function getShopBalances(db: Db, shopId: string, mode: 0 | 1): Promise<ShopBalances> {
  const balances: ShopBalances = { available: 0n, pending: 0n, reserve: 0n };
  for (const row of await findShopAccounts(db, shopId, mode)) {
    if (row.kind === 'available' || row.kind === 'pending' || row.kind === 'reserve') {
      balances[row.kind] += row.balance;
    }
  }
  return balances;
}
