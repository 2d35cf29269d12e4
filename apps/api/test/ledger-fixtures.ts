import { sql } from 'drizzle-orm';
import { ensureShopAccounts, type ShopAccounts } from '../src/modules/ledger/ensure-shop-accounts.ts';
import { platformAccount } from '../src/modules/ledger/platform-account.ts';
import { type PostEntryInput, postEntry } from '../src/modules/ledger/post-entry.ts';
import type { Database, Db } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import { createTestShop } from './shop-fixtures.ts';

export type LedgerShop = { merchantId: string; shopId: string; mode: 0 | 1; accounts: ShopAccounts };

/** A merchant with one shop and its ledger accounts, as real rows. */
export async function createLedgerShop(db: Db, mode: 0 | 1 = 1): Promise<LedgerShop> {
  const { merchantId, shopId } = await createTestShop(db, mode);
  const accounts = await db.transaction((tx) => ensureShopAccounts(tx, { merchantId, shopId, mode }));
  return { merchantId, shopId, mode, accounts };
}

/** The platform's accounts a collection on MTN settles through, in `mode`. */
export async function settlementAccounts(db: Db, mode: 0 | 1): Promise<{ clearing: string; fees: string }> {
  const clearing = await platformAccount(db, mode, 'operator_clearing', 'mtn');
  const fees = await platformAccount(db, mode, 'platform_fees');
  return { clearing: clearing.id, fees: fees.id };
}

/**
 * postEntry's input for a settled collection of `amount` on MTN (reference and idempotency key
 * from `key`): the operator owes us it, the merchant gets it minus the fee, the fee is ours.
 */
export function collectionSettled(
  shop: LedgerShop,
  accounts: { clearing: string; fees: string },
  amount: bigint,
  fee = 0n,
  key = newId('k'),
): PostEntryInput {
  return {
    kind: 'collection.settled',
    reference: `txn_${key}`,
    idempotencyKey: `collection:${key}`,
    mode: shop.mode,
    merchantId: shop.merchantId,
    shopId: shop.shopId,
    postings: [
      { account: accounts.clearing, amount: -amount },
      { account: shop.accounts.available.id, amount: amount - fee },
      ...(fee > 0n ? [{ account: accounts.fees, amount: fee }] : []),
    ],
  };
}

let sequence = 0;

/** A settled collection of `amount` on MTN: the operator owes us it, the merchant gets it minus the fee. */
export async function settleCollection(db: Db, shop: LedgerShop, amount: bigint, fee = 0n) {
  return db.transaction(async (tx) => {
    const clearing = await platformAccount(tx, shop.mode, 'operator_clearing', 'mtn');
    const fees = await platformAccount(tx, shop.mode, 'platform_fees');
    const postings = [
      { account: clearing.id, amount: -amount },
      { account: shop.accounts.available.id, amount: amount - fee },
    ];
    if (fee > 0n) postings.push({ account: fees.id, amount: fee });
    sequence += 1;
    return postEntry(tx, {
      kind: 'collection.settled',
      reference: `txn_${sequence}`,
      idempotencyKey: `collection:${shop.shopId}:${sequence}:${newId('k')}`,
      mode: shop.mode,
      merchantId: shop.merchantId,
      shopId: shop.shopId,
      postings,
    });
  });
}

/**
 * The test database is dropped WITH (FORCE) right after the pool ends: a connection still
 * closing then receives "terminating connection", which an idle pool client re-emits as a pool
 * error. Nothing to report for a test, so listen for it.
 */
export function ignoreClosingPoolErrors(database: Database) {
  if (database.raw.kind === 'postgres') database.raw.pool.on('error', () => {});
}

/**
 * Splits a shop account into `buckets` rows now, as `ledger_post_entry` does by itself once the
 * account is contended (the database routine it calls: sql/ledger-post-entry.sql).
 */
export async function splitAccount(db: Db, accountId: string, buckets: number) {
  await db.execute(sql`SELECT ledger_split_account(${accountId}, ${buckets})`);
}
