import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { isLedgerError } from '../src/modules/ledger/ledger-errors.ts';
import { postEntry } from '../src/modules/ledger/post-entry.ts';
import type { Database, Db } from '../src/platform/db/client.ts';
import { retryOnDeadlock } from '../src/platform/db/retry-on-deadlock.ts';
import { ledgerEntries } from '../src/platform/db/schema/index.ts';
import { createLedgerShop, ignoreClosingPoolErrors, settleCollection } from './ledger-fixtures.ts';
import { openTestDatabase } from './test-database.ts';

// These tests need real concurrent connections: PGlite has a single connection, so every
// transaction there runs one after the other and the row locks are never contended.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  ignoreClosingPoolErrors(database);
});
afterAll(() => database.close());

/**
 * A transaction as the services write one: run again when PostgreSQL picks it as a deadlock's
 * victim, which can happen while a hot account is split into buckets (retry-on-deadlock.ts).
 */
const write = <T>(fn: (tx: Db) => Promise<T>) => retryOnDeadlock(() => db.transaction(fn));

describe('ledger under concurrent writers (PostgreSQL)', () => {
  it.skipIf(!onPostgres)('100 parallel holds against a balance covering 60: exactly 60 succeed', async () => {
    const shop = await createLedgerShop(db);
    await settleCollection(db, shop, 6_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        write((tx) =>
          postEntry(tx, {
            kind: 'payout.hold',
            reference: `po_${i}`,
            idempotencyKey: `hold:${shop.shopId}:${i}`,
            mode: 1,
            merchantId: shop.merchantId,
            shopId: shop.shopId,
            postings: [
              { account: shop.accounts.available.id, amount: -100n },
              { account: shop.accounts.pending.id, amount: 100n },
            ],
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(60);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(isLedgerError(r.reason, 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await getShopBalances(db, shop.shopId, 1)).toEqual({
      available: 0n,
      pending: 6_000n,
      reserve: 0n,
    });
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it.skipIf(!onPostgres)('one key posted by 20 writers at once makes one entry', async () => {
    const shop = await createLedgerShop(db);
    await settleCollection(db, shop, 1_000n);
    const entries = await Promise.all(
      Array.from({ length: 20 }, () =>
        write((tx) =>
          postEntry(tx, {
            kind: 'payout.hold',
            reference: 'po_same',
            idempotencyKey: `hold:${shop.shopId}:same`,
            mode: 1,
            postings: [
              { account: shop.accounts.available.id, amount: -1_000n },
              { account: shop.accounts.pending.id, amount: 1_000n },
            ],
          }),
        ),
      ),
    );
    expect(new Set(entries.map((e) => e.id)).size).toBe(1);
    expect(entries.filter((e) => !e.replayed)).toHaveLength(1);
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `hold:${shop.shopId}:same`));
    expect(rows).toHaveLength(1);
    expect(await getShopBalances(db, shop.shopId, 1)).toEqual({
      available: 0n,
      pending: 1_000n,
      reserve: 0n,
    });
  });

  it.skipIf(!onPostgres)(
    'many parallel transfers in both directions on one hot account keep the ledger exact',
    async () => {
      const hot = await createLedgerShop(db);
      const others = await Promise.all(Array.from({ length: 8 }, () => createLedgerShop(db)));
      await settleCollection(db, hot, 2_000n);
      for (const shop of others) await settleCollection(db, shop, 3_000n);
      const startHot = 2_000n;
      const moves = Array.from({ length: 300 }, (_, i) => {
        const other = others[i % others.length]!;
        const amount = BigInt(2 + ((i * 37) % 400));
        const toHot = i % 3 !== 0;
        const from = toHot ? other.accounts.available.id : hot.accounts.available.id;
        const to = toHot ? hot.accounts.available.id : other.accounts.available.id;
        // Every fifth move is a three-posting entry: 1 goes to the hot shop's pending account (not its reserve,
        // which must always equal the shop's unreleased reserve holds: checkLedger proves that).
        return { i, amount, toHot, from, to, side: i % 5 === 0 ? hot.accounts.pending.id : null };
      });
      const results = await Promise.allSettled(
        moves.map((m) =>
          write((tx) =>
            postEntry(tx, {
              kind: 'adjustment',
              reference: `mv_${m.i}`,
              idempotencyKey: `mv:${hot.shopId}:${m.i}`,
              mode: 1,
              // Some entries touch a third account, so lock sets overlap in different shapes.
              postings: m.side
                ? [
                    { account: m.from, amount: -m.amount },
                    { account: m.to, amount: m.amount - 1n },
                    { account: m.side, amount: 1n },
                  ]
                : [
                    { account: m.from, amount: -m.amount },
                    { account: m.to, amount: m.amount },
                  ],
            }),
          ),
        ),
      );
      let expectedHot = startHot;
      let succeeded = 0;
      results.forEach((r, k) => {
        const m = moves[k]!;
        if (r.status === 'rejected') {
          expect(isLedgerError(r.reason, 'INSUFFICIENT_FUNDS')).toBe(true);
          return;
        }
        succeeded += 1;
        const net = m.side ? m.amount - 1n : m.amount;
        expectedHot += m.toHot ? net : -m.amount;
      });
      expect(succeeded).toBeGreaterThan(150);
      // The hot account may have split itself into buckets meanwhile: its balance is their sum.
      expect((await getShopBalances(db, hot.shopId, 1)).available).toBe(expectedHot);
      const report = await checkLedger(db);
      expect(report).toMatchObject({
        ok: true,
        balanceMismatches: [],
        negativeAccounts: [],
        unbalancedEntries: [],
      });
    },
  );
});
