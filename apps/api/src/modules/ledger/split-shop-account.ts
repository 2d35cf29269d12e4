import type { Db } from '../../platform/db/client.ts';
import { ensureShopAccounts, type ShopAccountKind } from './ensure-shop-accounts.ts';
import { splitShopAccountRows } from './ledger-repository.ts';

/** Most rows one account may be split into. */
export const MAX_BUCKETS = 64;

/**
 * Splits a hot shop account (say the `available` account of a merchant with many concurrent
 * collections and payouts) into `buckets` rows, so that that many writers can commit at once
 * instead of queueing on one row lock (see docs/ledger.md). Postings keep naming the account's
 * id; `ledger_post_entry` picks the bucket. The balance, the journal and ledger:check stay exact:
 * each bucket is a row with its own postings, never below zero. Only grows.
 */
export async function splitShopAccount(
  tx: Db,
  input: { merchantId: string; shopId: string; mode: 0 | 1; kind: ShopAccountKind; buckets: number },
) {
  if (!Number.isInteger(input.buckets) || input.buckets < 1 || input.buckets > MAX_BUCKETS) {
    throw new Error(`an account is split into 1 to ${MAX_BUCKETS} buckets`);
  }
  const accounts = await ensureShopAccounts(tx, input);
  const main = accounts[input.kind];
  if (input.buckets > main.buckets) await splitShopAccountRows(tx, main, input.buckets);
  return (await ensureShopAccounts(tx, input))[input.kind];
}
