import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { platformAccount } from '../src/modules/ledger/platform-account.ts';
import { postEntry } from '../src/modules/ledger/post-entry.ts';
import type { Database, Db } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import { retryOnDeadlock } from '../src/platform/db/retry-on-deadlock.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  merchants,
  shops,
} from '../src/platform/db/schema/index.ts';
import {
  createLedgerShop,
  ignoreClosingPoolErrors,
  type LedgerShop,
  settleCollection,
  splitAccount,
} from './ledger-fixtures.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * The ledger's posting function, `ledger_post_entry`, as the database runs it: its one source
 * (modules/ledger/sql/ledger-post-entry.sql) is what the database has, it refuses an entry that is
 * not one whoever calls it, locks accounts in id order whatever the planner does, and splits a
 * contended shop account by itself.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const source = readFileSync(
  path.join(import.meta.dirname, '../src/modules/ledger/sql/ledger-post-entry.sql'),
  'utf8',
);

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  ignoreClosingPoolErrors(database);
});
afterAll(() => database.close());

type Answer = {
  o_status: string;
  o_entry_id: string | null;
  o_account_id: string | null;
  o_balance: string | null;
};

/** Calls the function directly, as any SQL client could (no TypeScript check in front). */
async function call(on: Db, key: string, accounts: string[], amounts: bigint[]): Promise<Answer> {
  const { rows } = (await on.execute(
    sql`SELECT o_status, o_entry_id, o_account_id, o_balance::text AS o_balance
        FROM ledger_post_entry(${newId('len')}, 1, 'adjustment', ${key}, ${key}, NULL, NULL, NULL,
          ${sql.param(accounts)}::text[], ${sql.param(amounts.map(String))}::bigint[])`,
  )) as unknown as { rows: Answer[] };
  return rows[0]!;
}

async function rowsOf(shop: LedgerShop, kind: 'available' | 'pending' = 'available') {
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.shopId, shop.shopId), eq(ledgerAccounts.kind, kind)))
    .orderBy(ledgerAccounts.shard);
}

/** A transaction kept open on its own connection until `release()`; `ready` once `fn` has run. */
function openTransaction(fn: (tx: Db) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ready!: () => void;
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const done = db.transaction(async (tx) => {
    await fn(tx);
    ready();
    await released;
  });
  return { ready: started, release, done };
}

const settled = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('ledger_post_entry, the one source', () => {
  it("is in the database as its file defines it, with no setting but the plans' cost ones", async () => {
    const body = (name: string) => {
      const at = source.indexOf(`CREATE OR REPLACE FUNCTION "${name}"`);
      const start = source.indexOf('AS $$', at) + 'AS $$'.length;
      return source.slice(start, source.indexOf('$$;', start));
    };
    const { rows } = (await db.execute(
      sql`SELECT proname, prosrc, proconfig FROM pg_proc
          WHERE proname IN ('ledger_post_entry', 'ledger_split_account') ORDER BY proname`,
    )) as unknown as { rows: { proname: string; prosrc: string; proconfig: string[] | null }[] };
    expect(rows.map((r) => r.proname)).toEqual(['ledger_post_entry', 'ledger_split_account']);
    for (const row of rows) expect(row.prosrc).toBe(body(row.proname));
    // No planner setting decides a lock order (0020 turned bitmap scans off for that).
    expect(rows[0]!.proconfig).toEqual(['plan_cache_mode=force_generic_plan', 'enable_seqscan=off']);
  });

  it('refuses an entry that is not one, whoever calls it, writing nothing', async () => {
    const shop = await createLedgerShop(db);
    await settleCollection(db, shop, 1_000n);
    const clearing = await platformAccount(db, 1, 'operator_clearing', 'mtn');
    const available = shop.accounts.available.id;
    const before = await db.select().from(ledgerEntries);
    expect(await call(db, 'sum', [clearing.id, available], [-10n, 9n])).toMatchObject({
      o_status: 'unbalanced',
      o_balance: '-1',
    });
    expect(await call(db, 'twice', [available, available, clearing.id], [5n, 5n, -10n])).toMatchObject({
      o_status: 'duplicate_account',
      o_account_id: available,
    });
    expect((await call(db, 'lone', [available], [0n])).o_status).toBe('invalid');
    expect(await call(db, 'zero', [clearing.id, available], [0n, 0n])).toMatchObject({
      o_status: 'invalid',
      o_account_id: clearing.id,
    });
    expect((await call(db, 'lengths', [clearing.id, available], [-1n])).o_status).toBe('invalid');
    expect(await db.select().from(ledgerEntries)).toHaveLength(before.length);
    expect((await getShopBalances(db, shop.shopId, 1)).available).toBe(1_000n);
    // A sound one passes, and the ledger proves sound.
    expect((await call(db, 'sound', [clearing.id, available], [-10n, 10n])).o_status).toBe('posted');
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('the tables refuse an unbalanced or one-legged entry written without the function', async () => {
    const shop = await createLedgerShop(db);
    const entry = await settleCollection(db, shop, 300n);
    const other = await createLedgerShop(db);
    /** Writes a new entry with these postings (or only postings, to `entry`) in one transaction. */
    const refused = (postings: { accountId: string; amount: bigint }[], entryId?: string) =>
      db
        .transaction(async (tx) => {
          const id = entryId ?? newId('len');
          if (!entryId) {
            await tx
              .insert(ledgerEntries)
              .values({ id, mode: 1, kind: 'adjustment', reference: id, idempotencyKey: id });
          }
          await tx.insert(ledgerPostings).values(postings.map((p) => ({ entryId: id, ...p })));
        })
        .then(
          () => 'written',
          (e: { cause?: { constraint?: string } }) => e.cause?.constraint,
        );
    const reserve = shop.accounts.reserve.id;
    expect(await refused([{ accountId: reserve, amount: 5n }])).toBe('ledger_postings_balanced');
    expect(
      await refused([
        { accountId: reserve, amount: 5n },
        { accountId: other.accounts.reserve.id, amount: -4n },
      ]),
    ).toBe('ledger_postings_balanced');
    expect(await refused([{ accountId: reserve, amount: 5n }], entry.id)).toBe('ledger_postings_balanced');
    expect((await checkLedger(db)).ok).toBe(true);
  });
});

describe('ledger_post_entry under concurrent writers (PostgreSQL)', () => {
  it.skipIf(!onPostgres)(
    'locks accounts in id order, not in the postings’ order, whatever plans the session prefers',
    async () => {
      // Two accounts whose ids sort the other way round from their rows' places in the table.
      const merchantId = newId('mch');
      const shopId = newId('shp');
      await db.insert(merchants).values({ id: merchantId, businessName: 'Ordre', country: 'BJ' });
      await db.insert(shops).values({ id: shopId, merchantId, mode: 1, name: 'Ordre' });
      const [low, high] = ['lac_0000_low', 'lac_zzzz_high'];
      await db.insert(ledgerAccounts).values({ id: high, merchantId, shopId, mode: 1, kind: 'reserve' });
      await db.insert(ledgerAccounts).values({ id: low, merchantId, shopId, mode: 1, kind: 'pending' });
      const clearing = await platformAccount(db, 1, 'operator_clearing', 'mtn');
      // T1 holds the low account.
      const t1 = openTransaction((tx) =>
        tx.execute(sql`SELECT 1 FROM ledger_accounts WHERE id = ${low} FOR UPDATE`),
      );
      await t1.ready;
      // T2 posts to [high, low], with index scans off: it must wait for `low` without holding `high`.
      const t2 = db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_indexscan = off`);
        return call(tx, 'order-t2', [high, low], [-1n, 1n]);
      });
      expect(await settled(t2, 300)).toBe(false);
      // So T3 moves `high` meanwhile (it would wait for T2 had T2 locked it first).
      const t3 = call(db, 'order-t3', [clearing.id, high], [-1n, 1n]);
      expect(await settled(t3, 3_000)).toBe(true);
      t1.release();
      await t1.done;
      // T3's credit came first, so T2's debit of `high` is covered.
      expect((await t2).o_status).toBe('posted');
      expect((await t3).o_status).toBe('posted');
    },
  );

  it.skipIf(!onPostgres)(
    'a posting chosen as a deadlock victim while accounts are split is written again by retryOnDeadlock',
    async () => {
      // Two split shop accounts; T2 moves money from the lower id to the higher, so it takes a
      // bucket of `low` first, then waits for one of `high`, every bucket of which T1 holds.
      const merchantId = newId('mch');
      const shopId = newId('shp');
      await db.insert(merchants).values({ id: merchantId, businessName: 'Cycle', country: 'BJ' });
      await db.insert(shops).values({ id: shopId, merchantId, mode: 1, name: 'Cycle' });
      const [low, high] = [`lac_0000_${newId('c')}`, `lac_zzzz_${newId('c')}`];
      await db.insert(ledgerAccounts).values({ id: low, merchantId, shopId, mode: 1, kind: 'available' });
      await db.insert(ledgerAccounts).values({ id: high, merchantId, shopId, mode: 1, kind: 'pending' });
      const clearing = await platformAccount(db, 1, 'operator_clearing', 'mtn');
      expect((await call(db, `fund-${shopId}`, [clearing.id, low], [-1_000n, 1_000n])).o_status).toBe(
        'posted',
      );
      await splitAccount(db, low, 4);
      await splitAccount(db, high, 4);

      let t2Waits!: () => void;
      const t2Waiting = new Promise<void>((resolve) => {
        t2Waits = resolve;
      });
      let t1HoldsHigh!: () => void;
      const t1Holding = new Promise<void>((resolve) => {
        t1HoldsHigh = resolve;
      });
      const t1 = db.transaction(async (tx) => {
        // T1 waits long before it looks for a cycle: T2 (1 s, the default) finds it first.
        await tx.execute(sql`SET LOCAL deadlock_timeout = '30s'`);
        await tx.execute(
          sql`SELECT 1 FROM ledger_accounts WHERE shop_id = ${shopId} AND kind = 'pending' FOR UPDATE`,
        );
        t1HoldsHigh();
        await t2Waiting;
        // Then every bucket of `low`, one of which T2 holds: a cycle.
        await tx.execute(
          sql`SELECT 1 FROM ledger_accounts WHERE shop_id = ${shopId} AND kind = 'available' FOR UPDATE`,
        );
      });
      await t1Holding;
      let tries = 0;
      const t2 = retryOnDeadlock(() => {
        tries++;
        return db.transaction((tx) => call(tx, `cycle-${shopId}`, [low, high], [-100n, 100n]));
      });
      expect(await settled(t2, 500)).toBe(false);
      t2Waits();
      await t1;
      expect((await t2).o_status).toBe('posted');
      expect(tries).toBe(2);
      const sum = (rows: { balance: bigint }[]) => rows.reduce((total, row) => total + row.balance, 0n);
      expect(sum(await rowsOf({ shopId } as LedgerShop))).toBe(900n);
      expect(sum(await rowsOf({ shopId } as LedgerShop, 'pending'))).toBe(100n);
      expect((await checkLedger(db)).ok).toBe(true);
    },
  );

  it.skipIf(!onPostgres)(
    'counts the postings that waited for a shop account, and splits it once contended often enough',
    async () => {
      const shop = await createLedgerShop(db);
      await settleCollection(db, shop, 1_000n);
      const available = shop.accounts.available.id;
      // One wait short of the split.
      await db.update(ledgerAccounts).set({ contention: 15 }).where(eq(ledgerAccounts.id, available));
      // T1 posts to the account and keeps its lock; T2's collection waits for it.
      const t1 = openTransaction((tx) =>
        postEntry(tx, {
          kind: 'payout.hold',
          reference: 'hold-t1',
          idempotencyKey: `hold-t1:${shop.shopId}`,
          mode: 1,
          merchantId: shop.merchantId,
          shopId: shop.shopId,
          postings: [
            { account: available, amount: -100n },
            { account: shop.accounts.pending.id, amount: 100n },
          ],
        }),
      );
      await t1.ready;
      const t2 = settleCollection(db, shop, 500n);
      expect(await settled(t2, 300)).toBe(false);
      t1.release();
      await t1.done;
      await t2;
      const rows = await rowsOf(shop);
      expect(rows).toHaveLength(16);
      expect(rows.every((r) => r.buckets === 16)).toBe(true);
      expect(rows[0]).toMatchObject({ id: available, contention: 16, balance: 1_400n });
      // The split account keeps working: parallel collections and holds, every bucket ≥ 0.
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2 === 0
            ? settleCollection(db, shop, 100n)
            : db.transaction((tx) =>
                postEntry(tx, {
                  kind: 'payout.hold',
                  reference: `hold-${i}`,
                  idempotencyKey: `hold-${i}:${shop.shopId}`,
                  mode: 1,
                  merchantId: shop.merchantId,
                  shopId: shop.shopId,
                  postings: [
                    { account: available, amount: -50n },
                    { account: shop.accounts.pending.id, amount: 50n },
                  ],
                }),
              ),
        ),
      );
      expect((await getShopBalances(db, shop.shopId, 1)).available).toBe(1_400n + 20n * 50n);
      expect((await rowsOf(shop)).every((r) => r.balance >= 0n)).toBe(true);
      expect((await checkLedger(db)).ok).toBe(true);
    },
  );
});
