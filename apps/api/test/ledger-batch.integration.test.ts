import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { isLedgerError } from '../src/modules/ledger/ledger-errors.ts';
import { postEntries } from '../src/modules/ledger/post-entries.ts';
import type { PostEntryInput } from '../src/modules/ledger/post-entry.ts';
import type { Database, Db } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../src/platform/db/schema/index.ts';
import {
  collectionSettled,
  createLedgerShop,
  ignoreClosingPoolErrors,
  type LedgerShop,
  settlementAccounts,
  splitAccount,
} from './ledger-fixtures.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * postEntries: a batch of entries in two statements, with postEntry's rules, and postEntry
 * itself, entry by entry, whenever the batch cannot go in one piece.
 */
let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  ignoreClosingPoolErrors(database);
});
afterAll(() => database.close());

async function collection(
  shop: LedgerShop,
  amount: bigint,
  fee: bigint,
  key?: string,
): Promise<PostEntryInput> {
  return collectionSettled(shop, await settlementAccounts(db, shop.mode), amount, fee, key);
}

const available = async (shop: LedgerShop) => (await getShopBalances(db, shop.shopId, shop.mode)).available;

describe('postEntries', () => {
  it('posts a batch over two shops: one entry per input, each balance moved once by its sum', async () => {
    const a = await createLedgerShop(db);
    const b = await createLedgerShop(db);
    const inputs = [
      await collection(a, 1_000n, 17n),
      await collection(b, 2_000n, 34n),
      await collection(a, 3_000n, 51n),
    ];
    const [before] = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, a.accounts.available.id));
    await db.transaction((tx) => postEntries(tx, inputs));
    expect(await available(a)).toBe(1_000n - 17n + 3_000n - 51n);
    expect(await available(b)).toBe(2_000n - 34n);
    const [after] = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, a.accounts.available.id));
    expect(after!.version - before!.version).toBe(2n);
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.idempotencyKey,
          inputs.map((i) => i.idempotencyKey),
        ),
      );
    expect(entries).toHaveLength(3);
    const postings = await db
      .select()
      .from(ledgerPostings)
      .where(
        inArray(
          ledgerPostings.entryId,
          entries.map((e) => e.id),
        ),
      );
    expect(postings).toHaveLength(9);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('answers a key posted before with its first entry and posts the rest once', async () => {
    const shop = await createLedgerShop(db);
    const first = await collection(shop, 1_000n, 0n);
    const second = await collection(shop, 500n, 0n);
    const third = await collection(shop, 200n, 0n);
    await db.transaction((tx) => postEntries(tx, [first, second]));
    await db.transaction((tx) => postEntries(tx, [first, third]));
    expect(await available(shop)).toBe(1_700n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('refuses, as postEntry does, a batch that would take an account below zero; nothing stays', async () => {
    const shop = await createLedgerShop(db);
    const funding = await collection(shop, 1_000n, 0n);
    await db.transaction((tx) => postEntries(tx, [funding]));
    const payout = (amount: bigint): PostEntryInput => ({
      kind: 'payout.hold',
      reference: `po_${newId('k')}`,
      idempotencyKey: `payout:${newId('k')}`,
      mode: shop.mode,
      merchantId: shop.merchantId,
      shopId: shop.shopId,
      postings: [
        { account: shop.accounts.available.id, amount: -amount },
        { account: shop.accounts.pending.id, amount },
      ],
    });
    const error = await db
      .transaction((tx) => postEntries(tx, [payout(600n), payout(600n)]))
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isLedgerError(error, 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await available(shop)).toBe(1_000n);
    // Each alone fits.
    await db.transaction((tx) => postEntries(tx, [payout(600n), payout(400n)]));
    expect(await available(shop)).toBe(0n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('posts entry by entry to an account split into buckets', async () => {
    const shop = await createLedgerShop(db);
    await splitAccount(db, shop.accounts.available.id, 4);
    const inputs: PostEntryInput[] = [];
    for (let i = 0; i < 6; i++) inputs.push(await collection(shop, 1_000n, 10n));
    await db.transaction((tx) => postEntries(tx, inputs));
    expect(await available(shop)).toBe(6n * 990n);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
