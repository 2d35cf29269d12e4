import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { findShopAccounts, insertAccountsIfMissing, type LedgerAccountRow } from './ledger-repository.ts';

export const SHOP_ACCOUNT_KINDS = ['available', 'pending', 'reserve'] as const;
export type ShopAccountKind = (typeof SHOP_ACCOUNT_KINDS)[number];
export type ShopAccounts = Record<ShopAccountKind, LedgerAccountRow>;

/**
 * The available, pending and reserve accounts of a shop in a mode, created on first use. Safe
 * when two transactions race: the loser's inserts do nothing and both read the same rows.
 */
export async function ensureShopAccounts(
  tx: Db,
  input: { merchantId: string; shopId: string; mode: 0 | 1 },
): Promise<ShopAccounts> {
  let rows = await findShopAccounts(tx, input.shopId, input.mode);
  if (rows.length < SHOP_ACCOUNT_KINDS.length) {
    await insertAccountsIfMissing(
      tx,
      SHOP_ACCOUNT_KINDS.filter((kind) => !rows.some((r) => r.kind === kind)).map((kind) => ({
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
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  const accounts = {} as ShopAccounts;
  for (const kind of SHOP_ACCOUNT_KINDS) {
    const row = byKind.get(kind);
    if (!row) throw new Error(`ledger account ${kind} of shop ${input.shopId} missing after creation`);
    accounts[kind] = row;
  }
  return accounts;
}
