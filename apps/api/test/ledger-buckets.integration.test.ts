import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { isLedgerError, LedgerError } from '../src/modules/ledger/ledger-errors.ts';
import { platformAccount } from '../src/modules/ledger/platform-account.ts';
import { type PostEntryInput, postEntry } from '../src/modules/ledger/post-entry.ts';
import type { Database, Db } from '../src/platform/db/client.ts';
import { ledgerAccounts, ledgerPostings } from '../src/platform/db/schema/index.ts';
import {
  createLedgerShop,
  ignoreClosingPoolErrors,
  type LedgerShop,
  settleCollection,
  splitAccount,
} from './ledger-fixtures.ts';
import { openTestDatabase } from './test-database.ts';

// The concurrent cases need real connections: PGlite runs one transaction at a time.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  ignoreClosingPoolErrors(database);
});
afterAll(() => database.close());

async function split(shop: LedgerShop, buckets: number, kind: 'available' | 'pending' = 'available') {
  await splitAccount(db, shop.accounts[kind].id, buckets);
}

async function bucketsOf(shop: LedgerShop, kind: 'available' | 'pending' = 'available', on: Db = db) {
  return on
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.shopId, shop.shopId),
        eq(ledgerAccounts.mode, shop.mode),
        eq(ledgerAccounts.kind, kind),
      ),
    )
    .orderBy(ledgerAccounts.shard);
}

function hold(shop: LedgerShop, amount: bigint, key: string): PostEntryInput {
  return {
    kind: 'payout.hold',
    reference: key,
    idempotencyKey: `hold:${shop.shopId}:${key}`,
    mode: shop.mode,
    merchantId: shop.merchantId,
    shopId: shop.shopId,
    postings: [
      { account: shop.accounts.available.id, amount: -amount },
      { account: shop.accounts.pending.id, amount },
    ],
  };
}

/** An adjustment of `amount` from one account to another, on `on` (a transaction or the pool). */
function adjust(on: Db, shop: LedgerShop, key: string, from: string, to: string, amount: bigint) {
  return postEntry(on, {
    kind: 'adjustment',
    reference: key,
    idempotencyKey: `${shop.shopId}:${key}`,
    mode: 1,
    postings: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  });
}

/** The connection's remembered buckets: the session setting ledger.buckets, or ''. */
async function rememberedBuckets(on: Db) {
  const { rows } = (await on.execute(
    sql`SELECT coalesce(current_setting('ledger.buckets', true), '') AS v`,
  )) as unknown as { rows: { v: string }[] };
  return rows[0]!.v;
}

async function refusal(promise: Promise<unknown>): Promise<LedgerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LedgerError) return error;
    throw error;
  }
  throw new Error('expected a LedgerError');
}

describe('an account split into buckets', () => {
  it('keeps its id and balance, gains empty buckets, and only grows', async () => {
    const shop = await createLedgerShop(db);
    await settleCollection(db, shop, 5_000n);
    await split(shop, 4);
    expect((await getShopBalances(db, shop.shopId, 1)).available).toBe(5_000n);
    const rows = await bucketsOf(shop);
    expect(rows.map((r) => [r.shard, r.buckets, r.balance])).toEqual([
      [0, 4, 5_000n],
      [1, 4, 0n],
      [2, 4, 0n],
      [3, 4, 0n],
    ]);
    expect(rows.every((r) => r.allowNegative === false)).toBe(true);
    await split(shop, 2);
    expect(await bucketsOf(shop)).toHaveLength(4);
    expect((await checkLedger(db)).brokenBuckets).toEqual([]);
  });

  it('credits and debits through the account id; a debit no single bucket covers takes from several', async () => {
    const shop = await createLedgerShop(db);
    await split(shop, 4);
    for (let i = 0; i < 8; i++) await settleCollection(db, shop, 1_000n);
    expect((await getShopBalances(db, shop.shopId, 1)).available).toBe(8_000n);
    const largest = (await bucketsOf(shop)).reduce((m, r) => (r.balance > m ? r.balance : m), 0n);
    // More than any one bucket holds (8 credits over 4 buckets: at most 8 000, at least 2 000 each
    // is not guaranteed, so ask for the largest plus one when it is below the total).
    const amount = largest < 8_000n ? largest + 1n : 8_000n;
    const entry = await db.transaction((tx) => postEntry(tx, hold(shop, amount, 'big')));
    expect(entry.postings).toEqual([
      { accountId: shop.accounts.available.id, amount: -amount },
      { accountId: shop.accounts.pending.id, amount },
    ]);
    const written = await db.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, entry.id));
    expect(written.reduce((s, p) => s + p.amount, 0n)).toBe(0n);
    expect(await getShopBalances(db, shop.shopId, 1)).toEqual({
      available: 8_000n - amount,
      pending: amount,
      reserve: 0n,
    });
    // The same key again answers the first entry, shown on the account (not its buckets).
    const again = await db.transaction((tx) => postEntry(tx, hold(shop, amount, 'big')));
    expect(again.replayed).toBe(true);
    expect(again.id).toBe(entry.id);
    const byAccount = (a: { accountId: string }, b: { accountId: string }) =>
      a.accountId.localeCompare(b.accountId);
    expect([...again.postings].sort(byAccount)).toEqual([...entry.postings].sort(byAccount));
    const other = await refusal(db.transaction((tx) => postEntry(tx, hold(shop, amount - 1n, 'big'))));
    expect(other.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('a connection remembers its own bucket once it has written to it, and forgets it with a rolled-back posting', async () => {
    const shop = await createLedgerShop(db);
    await split(shop, 4);
    const account = shop.accounts.available.id;
    await db.transaction(async (tx) => {
      const clearing = await platformAccount(tx, 1, 'operator_clearing', 'mtn');
      const move = (on: Db, amount: bigint, key: string, to = account) =>
        adjust(on, shop, key, clearing.id, to, amount);
      /** The connection's remembered bucket of the account ('bucket/mode/currency/slot'), or ''. */
      const remembered = async () => {
        const entry = (await rememberedBuckets(tx)).split(';').find((e) => e.startsWith(`${account}=`));
        return entry ? entry.slice(account.length + 1) : '';
      };
      const bucketOf = async (entryId: string) => {
        const rows = await tx.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, entryId));
        return rows.find((p) => p.accountId !== clearing.id)!.accountId;
      };

      // Written, then rolled back with its savepoint: nothing remembered.
      await expect(
        tx.transaction(async (savepoint) => {
          await move(savepoint, 100n, 'rolled-back');
          expect(await remembered()).not.toBe('');
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await remembered()).toBe('');

      const first = await move(tx, 100n, 'first');
      const [bucket, mode, currency] = (await remembered()).split('/');
      expect([mode, currency]).toEqual(['1', 'XOF']);
      expect(await bucketOf(first.id)).toBe(bucket);
      expect((await bucketsOf(shop, 'available', tx)).map((r) => r.id)).toContain(bucket);
      // The next credit and a debit the bucket covers go to the same bucket.
      expect(await bucketOf((await move(tx, 50n, 'second')).id)).toBe(bucket);
      expect(await bucketOf((await move(tx, -120n, 'debit')).id)).toBe(bucket);
      // A debit it does not cover (30 left) takes the money from another bucket (funded directly:
      // a posting to the account's id would go to the remembered bucket); that bucket stays the one
      // remembered.
      const other = (await bucketsOf(shop, 'available', tx)).find((r) => r.shard > 0 && r.id !== bucket)!.id;
      await move(tx, 200n, 'fund-other', other);
      expect(await bucketOf((await move(tx, -100n, 'large-debit')).id)).toBe(other);
      expect((await remembered()).split('/')[0]).toBe(bucket);
    });
    expect((await getShopBalances(db, shop.shopId, 1)).available).toBe(130n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('moves money between two split accounts a connection remembers, and refuses an overdraft of one with the sum of its buckets', async () => {
    const shop = await createLedgerShop(db);
    await split(shop, 4);
    await split(shop, 3, 'pending');
    const available = shop.accounts.available.id;
    const pending = shop.accounts.pending.id;
    await db.transaction(async (tx) => {
      const clearing = await platformAccount(tx, 1, 'operator_clearing', 'mtn');
      const move = (key: string, from: string, to: string, amount: bigint) =>
        adjust(tx, shop, key, from, to, amount);
      // Each credit from the clearing account is written the short way once its bucket is remembered.
      await move('fund-available', clearing.id, available, 300n);
      await move('fund-available-2', clearing.id, available, 100n);
      await move('fund-pending', clearing.id, pending, 200n);
      const remembered = await rememberedBuckets(tx);
      expect(remembered).toContain(`;${available}=`);
      expect(remembered).toContain(`;${pending}=`);
      // Both accounts remembered: the long way, which finds a bucket of each.
      await move('available-to-pending', available, pending, 50n);
      await move('pending-to-available', pending, available, 20n);
      // Beyond the remembered bucket and every other: refused with the account's whole balance.
      const error = await refusal(move('too-much', available, clearing.id, 10_000n));
      expect(error.code).toBe('INSUFFICIENT_FUNDS');
      expect(error.details).toMatchObject({ accountId: available, balance: '370' });
      // The same key again answers the first entry, through the short way's rollback.
      const again = await move('fund-available-2', clearing.id, available, 100n);
      expect(again.replayed).toBe(true);
    });
    const balances = await getShopBalances(db, shop.shopId, 1);
    expect([balances.available, balances.pending]).toEqual([370n, 230n]);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('moves money between a remembered bucket and an account younger than it, each way', async () => {
    const shop = await createLedgerShop(db);
    await split(shop, 4);
    const account = shop.accounts.available.id;
    await settleCollection(db, shop, 1_000n);
    // Created after the split: its account's id sorts after the buckets', so the short way locks
    // the bucket by a statement of its own, after it (an older account shares one UPDATE with it).
    const younger = await createLedgerShop(db);
    await settleCollection(db, younger, 500n);
    await db.transaction(async (tx) => {
      const transfer = (key: string, from: string, to: string, amount: bigint) =>
        adjust(tx, shop, key, from, to, amount);
      await transfer('out-1', account, younger.accounts.available.id, 100n); // remembers the bucket
      await transfer('out-2', account, younger.accounts.available.id, 50n);
      await transfer('in-1', younger.accounts.available.id, account, 30n);
      const error = await refusal(transfer('in-too-much', younger.accounts.available.id, account, 10_000n));
      expect(error.details).toMatchObject({ accountId: younger.accounts.available.id, balance: '620' });
    });
    expect((await getShopBalances(db, shop.shopId, 1)).available).toBe(880n);
    expect((await getShopBalances(db, younger.shopId, 1)).available).toBe(620n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('refuses a debit beyond the sum of its buckets with the account id and that sum, writing nothing', async () => {
    const shop = await createLedgerShop(db);
    await split(shop, 3);
    for (let i = 0; i < 3; i++) await settleCollection(db, shop, 500n);
    const before = await bucketsOf(shop);
    const error = await refusal(db.transaction((tx) => postEntry(tx, hold(shop, 1_501n, 'over'))));
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.details).toMatchObject({ accountId: shop.accounts.available.id, balance: '1500' });
    expect(await bucketsOf(shop)).toEqual(before);
    // The whole balance can go, down to zero in every bucket.
    await db.transaction((tx) => postEntry(tx, hold(shop, 1_500n, 'all')));
    expect((await bucketsOf(shop)).map((r) => r.balance)).toEqual([0n, 0n, 0n]);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('ledger:check finds an account whose buckets are missing', async () => {
    const shop = await createLedgerShop(db);
    await split(shop, 3);
    const [, second] = await bucketsOf(shop);
    await db.delete(ledgerAccounts).where(eq(ledgerAccounts.id, second!.id));
    const report = await checkLedger(db);
    expect(report.ok).toBe(false);
    expect(report.brokenBuckets).toEqual([
      { shopId: shop.shopId, mode: 1, kind: 'available', problem: 'buckets missing' },
    ]);
    await split(shop, 4);
    expect((await checkLedger(db)).brokenBuckets).toEqual([]);
  });
});

describe('a split account under concurrent writers (PostgreSQL)', () => {
  it.skipIf(!onPostgres)(
    'a debit whose own bucket another debit drains while it waits takes the money from another bucket, without an error',
    async () => {
      const shop = await createLedgerShop(db);
      await split(shop, 4);
      const account = shop.accounts.available.id;
      /** Runs `fn` in a transaction whose connection's own bucket is `slot` modulo the buckets. */
      const withSlot = <T>(slot: number, fn: (tx: Db) => Promise<T>) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`SELECT set_config('ledger.bucket_slot', ${String(slot)}, true)`);
          return fn(tx);
        });
      const move = (tx: Db, amount: bigint, key: string) =>
        platformAccount(tx, 1, 'operator_clearing', 'mtn').then((clearing) =>
          adjust(tx, shop, key, clearing.id, account, amount),
        );
      await withSlot(1, (tx) => move(tx, 100n, 'fund-1'));
      await withSlot(2, (tx) => move(tx, 100n, 'fund-2'));
      const before = await bucketsOf(shop);
      expect(before.map((b) => b.balance)).toEqual([0n, 100n, 100n, 0n]);

      // A takes 80 from bucket 1 and keeps its transaction open; B, whose own bucket is bucket 1
      // too and which sees 100 there, waits for it.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let aPosted!: () => void;
      const aHolds = new Promise<void>((resolve) => {
        aPosted = resolve;
      });
      const a = withSlot(1, async (tx) => {
        await move(tx, -80n, 'debit-a');
        aPosted();
        await gate;
      });
      await aHolds;
      const b = withSlot(5, (tx) => move(tx, -50n, 'debit-b'));
      for (let i = 0; i < 100; i++) {
        const { rows } = (await db.execute(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )) as unknown as { rows: { n: number }[] };
        if (rows[0]!.n > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      release();
      await a;
      const posted = await b;

      const after = await bucketsOf(shop);
      expect(after.map((row) => row.balance)).toEqual([0n, 20n, 50n, 0n]);
      expect(posted.postings.find((p) => p.amount < 0n)).toMatchObject({ amount: -50n });
      const bPostings = await db.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, posted.id));
      expect(bPostings.find((p) => p.amount === -50n)?.accountId).toBe(after[2]!.id);
      expect((await getShopBalances(db, shop.shopId, 1)).available).toBe(70n);
      expect((await checkLedger(db)).ok).toBe(true);
    },
  );

  it.skipIf(!onPostgres)(
    '100 parallel holds against a balance covering 60, spread over 8 buckets: exactly 60 succeed, no bucket below zero',
    async () => {
      const shop = await createLedgerShop(db);
      await split(shop, 8);
      for (let i = 0; i < 12; i++) await settleCollection(db, shop, 500n);
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) =>
          db.transaction((tx) => postEntry(tx, hold(shop, 100n, `p${i}`))),
        ),
      );
      const refused = results.filter((r) => r.status === 'rejected');
      for (const r of refused) expect(isLedgerError(r.reason, 'INSUFFICIENT_FUNDS')).toBe(true);
      expect(refused).toHaveLength(40);
      expect(await getShopBalances(db, shop.shopId, 1)).toEqual({
        available: 0n,
        pending: 6_000n,
        reserve: 0n,
      });
      expect((await bucketsOf(shop)).every((r) => r.balance === 0n)).toBe(true);
      expect((await checkLedger(db)).ok).toBe(true);
    },
  );

  it.skipIf(!onPostgres)(
    'many parallel transfers in and out of one hot split account keep every bucket at zero or more and the sum exact',
    async () => {
      const hot = await createLedgerShop(db);
      await split(hot, 16);
      const others = await Promise.all(Array.from({ length: 8 }, () => createLedgerShop(db)));
      await settleCollection(db, hot, 2_000n);
      for (const shop of others) await settleCollection(db, shop, 20_000n);
      const moves = Array.from({ length: 400 }, (_, i) => {
        const other = others[i % others.length]!;
        const amount = BigInt(2 + ((i * 37) % 400));
        const toHot = i % 2 === 0;
        return {
          i,
          amount,
          toHot,
          from: toHot ? other.accounts.available.id : hot.accounts.available.id,
          to: toHot ? hot.accounts.available.id : other.accounts.available.id,
        };
      });
      const results = await Promise.allSettled(
        moves.map((m) =>
          db.transaction((tx) =>
            postEntry(tx, {
              kind: 'adjustment',
              reference: `mv_${m.i}`,
              idempotencyKey: `mv:${hot.shopId}:${m.i}`,
              mode: 1,
              postings: [
                { account: m.from, amount: -m.amount },
                { account: m.to, amount: m.amount },
              ],
            }),
          ),
        ),
      );
      let expected = 2_000n;
      let succeeded = 0;
      results.forEach((r, k) => {
        const m = moves[k]!;
        if (r.status === 'rejected') {
          // Refused for want of money only: never a deadlock (see migration 0015).
          expect(
            isLedgerError(r.reason, 'INSUFFICIENT_FUNDS') ? 'INSUFFICIENT_FUNDS' : String(r.reason),
          ).toBe('INSUFFICIENT_FUNDS');
          expect(m.toHot).toBe(false);
          return;
        }
        succeeded += 1;
        expected += m.toHot ? m.amount : -m.amount;
      });
      expect(succeeded).toBeGreaterThan(250);
      const rows = await bucketsOf(hot);
      expect(rows).toHaveLength(16);
      expect(rows.every((r) => r.balance >= 0n)).toBe(true);
      expect(rows.filter((r) => r.version > 0n).length).toBeGreaterThan(1);
      expect((await getShopBalances(db, hot.shopId, 1)).available).toBe(expected);
      const report = await checkLedger(db);
      expect(report).toMatchObject({
        ok: true,
        balanceMismatches: [],
        negativeAccounts: [],
        unbalancedEntries: [],
        brokenBuckets: [],
      });
    },
  );
});
