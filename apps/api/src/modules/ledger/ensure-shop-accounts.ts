import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { findShopAccounts, insertAccountsIfMissing, type LedgerAccountRow } from './ledger-repository.ts';

export const SHOP_ACCOUNT_KINDS = ['available', 'pending', 'reserve'] as const;
export type ShopAccountKind = (typeof SHOP_ACCOUNT_KINDS)[number];
export type ShopAccounts = Record<ShopAccountKind, LedgerAccountRow>;

/**
 * The available, pending and reserve accounts of a shop in a mode, created on first use. Safe
 * when two transactions race: the loser's inserts do nothing and both read the same rows.
 * Each is the account's shard-0 row (the id postings name); for an account split into buckets
 * (docs/ledger.md, "Hot accounts"), `balance` is the sum of its buckets.
 */
export async function ensureShopAccounts(
  tx: Db,
  input: { merchantId: string; shopId: string; mode: 0 | 1 },
): Promise<ShopAccounts> {
  let rows = await findShopAccounts(tx, input.shopId, input.mode);
  const missing = (list: LedgerAccountRow[]) =>
    SHOP_ACCOUNT_KINDS.filter((kind) => !list.some((r) => r.kind === kind && r.shard === 0));
  if (missing(rows).length > 0) {
    await insertAccountsIfMissing(
      tx,
      missing(rows).map((kind) => ({
        id: newId('lac'),
        merchantId: input.merchantId,
        shopId: input.shopId,
        mode: input.mode,
        kind,
        allowNegative: false,
      })),
    );
    rows = await findShopAccounts(tx, input.shopId, input.mode);
  }
  const accounts = {} as ShopAccounts;
  for (const kind of SHOP_ACCOUNT_KINDS) {
    const main = rows.find((r) => r.kind === kind && r.shard === 0);
    if (!main) throw new Error(`ledger account ${kind} of shop ${input.shopId} missing after creation`);
    const balance = rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.balance, 0n);
    accounts[kind] = { ...main, balance };
  }
  return accounts;
}
