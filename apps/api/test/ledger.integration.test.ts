import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { ensureShopAccounts } from '../src/modules/ledger/ensure-shop-accounts.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { isLedgerError, LedgerError } from '../src/modules/ledger/ledger-errors.ts';
import { platformAccount } from '../src/modules/ledger/platform-account.ts';
import { type PostEntryInput, postEntry } from '../src/modules/ledger/post-entry.ts';
import type { Database, Db } from '../src/platform/db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings, shops } from '../src/platform/db/schema/index.ts';
import {
  createLedgerShop,
  ignoreClosingPoolErrors,
  type LedgerShop,
  settleCollection,
} from './ledger-fixtures.ts';
import { openTestDatabase } from './test-database.ts';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  ignoreClosingPoolErrors(database);
});
afterAll(() => database.close());

async function count(table: typeof ledgerEntries | typeof ledgerPostings) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

async function balanceOf(accountId: string) {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return row!;
}

function hold(shop: LedgerShop, amount: bigint, key: string): PostEntryInput {
  return {
    kind: 'payout.hold',
    reference: key,
    idempotencyKey: `hold:${key}`,
    mode: shop.mode,
    merchantId: shop.merchantId,
    shopId: shop.shopId,
    postings: [
      { account: shop.accounts.available.id, amount: -amount },
      { account: shop.accounts.pending.id, amount },
    ],
  };
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

/** The error PostgreSQL raised (Drizzle wraps it): its code and the rule's name. */
async function databaseRefusal(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (e: unknown) =>
      e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } },
  );
  return { code: error?.cause?.code ?? error?.code, rule: error?.cause?.constraint ?? error?.constraint };
}

/** Runs `fn` with triggers off, foreign keys' included (session_replication_role = replica): a corrupted ledger. */
function withoutTriggers(fn: (tx: Db) => Promise<unknown>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await fn(tx);
  });
}

describe('postEntry', () => {
  it('posts a collection whose postings sum to zero: merchant credited net, fee to the platform, clearing negative', async () => {
    const shop = await createLedgerShop(db);
    const entry = await settleCollection(db, shop, 10_000n, 170n);
    expect(entry.replayed).toBe(false);
    expect(entry.id).toMatch(/^len_/);
    expect(entry.postings.reduce((s, p) => s + p.amount, 0n)).toBe(0n);
    expect(await getShopBalances(db, shop.shopId, 1)).toEqual({
      available: 9_830n,
      pending: 0n,
      reserve: 0n,
    });
    const clearing = await db.transaction((tx) => platformAccount(tx, 1, 'operator_clearing', 'mtn'));
    expect(clearing.balance).toBeLessThanOrEqual(-10_000n);
    expect((await balanceOf(shop.accounts.available.id)).version).toBe(1n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('moves a payout through hold, then settlement or release', async () => {
    const shop = await createLedgerShop(db);
    await settleCollection(db, shop, 5_000n);
    await db.transaction((tx) => postEntry(tx, hold(shop, 2_000n, 'po_1')));
    await db.transaction((tx) => postEntry(tx, hold(shop, 1_000n, 'po_2')));
    expect(await getShopBalances(db, shop.shopId, 1)).toEqual({
      available: 2_000n,
      pending: 3_000n,
      reserve: 0n,
    });
    await db.transaction(async (tx) => {
      const clearing = await platformAccount(tx, 1, 'operator_clearing', 'mtn');
      await postEntry(tx, {
        kind: 'payout.settled',
        reference: 'po_1',
        idempotencyKey: 'settle:po_1',
        mode: 1,
        shopId: shop.shopId,
        merchantId: shop.merchantId,
        postings: [
          { account: shop.accounts.pending.id, amount: -2_000n },
          { account: clearing.id, amount: 2_000n },
        ],
      });
      await postEntry(tx, {
        kind: 'payout.released',
        reference: 'po_2',
        idempotencyKey: 'release:po_2',
        mode: 1,
        shopId: shop.shopId,
        merchantId: shop.merchantId,
        postings: [
          { account: shop.accounts.pending.id, amount: -1_000n },
          { account: shop.accounts.available.id, amount: 1_000n },
        ],
      });
    });
    expect(await getShopBalances(db, shop.shopId, 1)).toEqual({
      available: 3_000n,
      pending: 0n,
      reserve: 0n,
    });
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('refuses an unbalanced entry, a zero amount, a lone posting and a repeated account, writing nothing', async () => {
    const shop = await createLedgerShop(db);
    await settleCollection(db, shop, 1_000n);
    const entries = await count(ledgerEntries);
    const { available, pending, reserve } = shop.accounts;
    const base = hold(shop, 1n, 'bad');
    const cases: [PostEntryInput['postings'], string][] = [
      [
        [
          { account: available.id, amount: -10n },
          { account: pending.id, amount: 9n },
        ],
        'UNBALANCED_ENTRY',
      ],
      [
        [
          { account: available.id, amount: -10n },
          { account: pending.id, amount: 10n },
          { account: reserve.id, amount: 0n },
        ],
        'INVALID_POSTING',
      ],
      [[{ account: available.id, amount: 10n }], 'INVALID_POSTING'],
      [
        [
          { account: available.id, amount: -10n },
          { account: available.id, amount: 10n },
        ],
        'INVALID_POSTING',
      ],
      [
        [
          { account: available.id, amount: -10n },
          { account: 'lac_missing', amount: 10n },
        ],
        'ACCOUNT_NOT_FOUND',
      ],
    ];
    for (const [postings, code] of cases) {
      const error = await refusal(db.transaction((tx) => postEntry(tx, { ...base, postings })));
      expect(error.code).toBe(code);
    }
    expect(await count(ledgerEntries)).toBe(entries);
    expect(await getShopBalances(db, shop.shopId, 1)).toEqual({
      available: 1_000n,
      pending: 0n,
      reserve: 0n,
    });
  });

  it('refuses an overdraft with INSUFFICIENT_FUNDS and leaves balances, versions and journal unchanged', async () => {
    const shop = await createLedgerShop(db);
    await settleCollection(db, shop, 1_000n);
    const before = await balanceOf(shop.accounts.available.id);
    const entries = await count(ledgerEntries);
    const postings = await count(ledgerPostings);
    const error = await refusal(db.transaction((tx) => postEntry(tx, hold(shop, 1_001n, 'po_over'))));
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.status).toBe(422);
    expect(error.details).toMatchObject({ accountId: shop.accounts.available.id, balance: '1000' });
    expect(await balanceOf(shop.accounts.available.id)).toEqual(before);
    expect(await count(ledgerEntries)).toBe(entries);
    expect(await count(ledgerPostings)).toBe(postings);
    // The whole balance can go: zero is allowed, below is not.
    await db.transaction((tx) => postEntry(tx, hold(shop, 1_000n, 'po_all')));
    expect((await getShopBalances(db, shop.shopId, 1)).available).toBe(0n);
  });

  it("rolls back with the caller's transaction: no money moves without its state change", async () => {
    const shop = await createLedgerShop(db);
    await settleCollection(db, shop, 1_000n);
    await expect(
      db.transaction(async (tx) => {
        await postEntry(tx, hold(shop, 400n, 'po_rollback'));
        await tx.update(shops).set({ name: 'renamed' }).where(eq(shops.id, shop.shopId));
        throw new Error('the payout could not be created');
      }),
    ).rejects.toThrow('the payout could not be created');
    expect(await getShopBalances(db, shop.shopId, 1)).toEqual({
      available: 1_000n,
      pending: 0n,
      reserve: 0n,
    });
    const [row] = await db.select().from(shops).where(eq(shops.id, shop.shopId));
    expect(row!.name).toBe('Shop test');
  });

  it('posts one business event once: the same key answers the first entry, another movement is refused', async () => {
    const shop = await createLedgerShop(db);
    await settleCollection(db, shop, 1_000n);
    const first = await db.transaction((tx) => postEntry(tx, hold(shop, 1_000n, 'po_idem')));
    // Posted again when the balance could no longer cover it: still the first entry, not a refusal.
    const again = await db.transaction((tx) => postEntry(tx, hold(shop, 1_000n, 'po_idem')));
    expect(again.replayed).toBe(true);
    expect(again.id).toBe(first.id);
    const byAccount = (a: { accountId: string }, b: { accountId: string }) =>
      a.accountId.localeCompare(b.accountId);
    expect([...again.postings].sort(byAccount)).toEqual([...first.postings].sort(byAccount));
    expect(await getShopBalances(db, shop.shopId, 1)).toEqual({
      available: 0n,
      pending: 1_000n,
      reserve: 0n,
    });

    await settleCollection(db, shop, 5_000n);
    const other = await refusal(db.transaction((tx) => postEntry(tx, hold(shop, 999n, 'po_idem'))));
    expect(other.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(other.details.entryId).toBe(first.id);
    expect(await getShopBalances(db, shop.shopId, 1)).toEqual({
      available: 5_000n,
      pending: 1_000n,
      reserve: 0n,
    });
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('never mixes live and sandbox accounts in one entry', async () => {
    const live = await createLedgerShop(db, 1);
    const sandbox = await createLedgerShop(db, 0);
    const error = await refusal(
      db.transaction((tx) =>
        postEntry(tx, {
          ...hold(live, 1n, 'mixed'),
          postings: [
            { account: sandbox.accounts.available.id, amount: -1n },
            { account: live.accounts.available.id, amount: 1n },
          ],
        }),
      ),
    );
    expect(error.code).toBe('MODE_MISMATCH');
    expect(isLedgerError(error, 'MODE_MISMATCH')).toBe(true);
  });

  it('moves one currency per entry: refuses mixing two, posts an entry in a currency other than XOF', async () => {
    const shop = await createLedgerShop(db);
    await settleCollection(db, shop, 1_000n);
    // Every account is in XOF today; another currency goes the long way of ledger_post_entry.
    await db
      .update(ledgerAccounts)
      .set({ currency: 'GNF' })
      .where(eq(ledgerAccounts.id, shop.accounts.reserve.id));
    const entriesBefore = await count(ledgerEntries);
    const mixed = await refusal(
      db.transaction((tx) =>
        postEntry(tx, {
          ...hold(shop, 10n, 'mixed-currency'),
          postings: [
            { account: shop.accounts.available.id, amount: -10n },
            { account: shop.accounts.reserve.id, amount: 10n },
          ],
        }),
      ),
    );
    expect(mixed.code).toBe('INVALID_POSTING');
    expect(await count(ledgerEntries)).toBe(entriesBefore);
    expect((await balanceOf(shop.accounts.available.id)).balance).toBe(1_000n);

    await db
      .update(ledgerAccounts)
      .set({ currency: 'GNF' })
      .where(eq(ledgerAccounts.id, shop.accounts.pending.id));
    // The clearing account (it may go negative) funds it, in GNF for this entry only.
    const funded = await db.transaction((tx) => platformAccount(tx, 1, 'operator_clearing', 'mtn'));
    await db.update(ledgerAccounts).set({ currency: 'GNF' }).where(eq(ledgerAccounts.id, funded.id));
    try {
      await db.transaction((tx) =>
        postEntry(tx, {
          ...hold(shop, 25n, 'gnf'),
          postings: [
            { account: funded.id, amount: -25n },
            { account: shop.accounts.pending.id, amount: 25n },
          ],
        }),
      );
      expect((await balanceOf(shop.accounts.pending.id)).balance).toBe(25n);
    } finally {
      await db.update(ledgerAccounts).set({ currency: 'XOF' }).where(eq(ledgerAccounts.id, funded.id));
    }
  });
});

describe('accounts', () => {
  it('creates the shop accounts once, whoever asks first', async () => {
    const shop = await createLedgerShop(db, 0);
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        db.transaction((tx) =>
          ensureShopAccounts(tx, { merchantId: shop.merchantId, shopId: shop.shopId, mode: 0 }),
        ),
      ),
    );
    for (const accounts of again) {
      expect(accounts.available.id).toBe(shop.accounts.available.id);
      expect(accounts.reserve.id).toBe(shop.accounts.reserve.id);
    }
    const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.shopId, shop.shopId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['available', 'pending', 'reserve']);
    expect(rows.every((r) => r.allowNegative === false && r.currency === 'XOF')).toBe(true);
    expect(await getShopBalances(db, 'shp_unknown', 1)).toEqual({ available: 0n, pending: 0n, reserve: 0n });
  });

  it('keeps one platform account per mode, kind and operator', async () => {
    const [a, b] = await Promise.all([
      db.transaction((tx) => platformAccount(tx, 0, 'platform_fees')),
      db.transaction((tx) => platformAccount(tx, 0, 'platform_fees')),
    ]);
    expect(a.id).toBe(b.id);
    const wave = await db.transaction((tx) => platformAccount(tx, 0, 'operator_clearing', 'wave_sn'));
    const mtn = await db.transaction((tx) => platformAccount(tx, 0, 'operator_clearing', 'mtn'));
    expect(wave.id).not.toBe(mtn.id);
    expect(wave.allowNegative).toBe(true);
  });

  it('the database itself refuses a negative merchant balance and any change to the journal', async () => {
    const shop = await createLedgerShop(db);
    await settleCollection(db, shop, 100n);
    await expect(
      db
        .update(ledgerAccounts)
        .set({ balance: -1n })
        .where(eq(ledgerAccounts.id, shop.accounts.available.id)),
    ).rejects.toThrow();
    await expect(db.update(ledgerEntries).set({ reference: 'x' })).rejects.toThrow();
    await expect(db.delete(ledgerPostings)).rejects.toThrow();
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('the database itself refuses an account that breaks the rules, on insert and on update, naming the rule', async () => {
    const shop = await createLedgerShop(db);
    const available = shop.accounts.available;
    /** The error PostgreSQL raised (Drizzle wraps it): its code and the rule's name. */
    const refusal = async (attempt: Promise<unknown>) => {
      const error = await attempt.then(
        () => null,
        (e: unknown) =>
          e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } },
      );
      return { code: error?.cause?.code ?? error?.code, rule: error?.cause?.constraint ?? error?.constraint };
    };
    const insert = (values: Partial<typeof ledgerAccounts.$inferInsert>) =>
      db.insert(ledgerAccounts).values({
        id: `lac_rule_${Math.random().toString(36).slice(2)}`,
        merchantId: shop.merchantId,
        shopId: shop.shopId,
        mode: 1,
        kind: 'available',
        shard: 7,
        buckets: 8,
        ...values,
      });
    const update = (values: Partial<typeof ledgerAccounts.$inferInsert>) =>
      db.update(ledgerAccounts).set(values).where(eq(ledgerAccounts.id, available.id));
    const check = (rule: string) => ({ code: '23514', rule });
    expect(await refusal(insert({ mode: 2 }))).toEqual(check('ledger_accounts_mode_ck'));
    expect(await refusal(insert({ kind: 'savings' as never }))).toEqual(check('ledger_accounts_kind_ck'));
    expect(await refusal(insert({ shard: 8 }))).toEqual(check('ledger_accounts_buckets_ck'));
    expect(await refusal(insert({ shopId: null, merchantId: null, buckets: 1, shard: 0 }))).toEqual(
      check('ledger_accounts_owner_ck'),
    );
    expect(await refusal(insert({ operator: 'mtn' }))).toEqual(check('ledger_accounts_operator_ck'));
    expect(await refusal(insert({ allowNegative: true }))).toEqual(check('ledger_accounts_negative_ck'));
    expect(await refusal(update({ shard: -1 }))).toEqual(check('ledger_accounts_shard_ck'));
    expect(await refusal(update({ allowNegative: true }))).toEqual(check('ledger_accounts_negative_ck'));
    expect(await refusal(update({ kind: 'platform_fees' }))).toEqual(check('ledger_accounts_owner_ck'));
    // A valid account is accepted, and balance changes go on as before.
    await insert({
      shopId: null,
      merchantId: null,
      kind: 'operator_clearing',
      operator: `rule_test_${Math.random().toString(36).slice(2)}`,
      allowNegative: true,
      shard: 0,
      buckets: 1,
    });
    await settleCollection(db, shop, 50n);
    const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, available.id));
    expect(row!.allowNegative).toBe(false);
    expect(row!.shard).toBe(0);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});

describe('checkLedger', () => {
  it('passes after many random entries, and every cached balance is the model balance', async () => {
    const shops3 = [await createLedgerShop(db), await createLedgerShop(db), await createLedgerShop(db)];
    // Reserve accounts move only with their holds (modules/reserve, checked by checkLedger): the
    // random moves stay between the accounts any adjustment may touch.
    const accounts = shops3.flatMap((s) => [s.accounts.available, s.accounts.pending]);
    const model = new Map<string, bigint>();
    for (const a of accounts) model.set(a.id, (await balanceOf(a.id)).balance);
    let key = 0;
    const move = fc.record({
      from: fc.integer({ min: 0, max: accounts.length - 1 }),
      to: fc.integer({ min: 0, max: accounts.length - 1 }),
      amount: fc.bigInt({ min: 1n, max: 5_000n }),
      fund: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 15 }), async (moves) => {
        for (const m of moves) {
          const shop = shops3[Math.floor(m.from / 2)]!;
          if (m.fund) {
            await settleCollection(db, shop, m.amount);
            model.set(shop.accounts.available.id, model.get(shop.accounts.available.id)! + m.amount);
          }
          if (m.from === m.to) continue;
          const from = accounts[m.from]!.id;
          const to = accounts[m.to]!.id;
          key += 1;
          try {
            await db.transaction((tx) =>
              postEntry(tx, {
                kind: 'adjustment',
                reference: `move_${key}`,
                idempotencyKey: `move:${key}`,
                mode: 1,
                postings: [
                  { account: from, amount: -m.amount },
                  { account: to, amount: m.amount },
                ],
              }),
            );
            model.set(from, model.get(from)! - m.amount);
            model.set(to, model.get(to)! + m.amount);
          } catch (error) {
            if (!isLedgerError(error, 'INSUFFICIENT_FUNDS')) throw error;
            expect(model.get(from)! < m.amount).toBe(true);
          }
        }
        for (const [id, balance] of model) expect((await balanceOf(id)).balance).toBe(balance);
      }),
      { numRuns: 25 },
    );
    const report = await checkLedger(db);
    expect(report).toMatchObject({
      ok: true,
      totalBalance: 0n,
      balanceMismatches: [],
      unbalancedEntries: [],
      negativeAccounts: [],
      modeMismatches: [],
    });
    expect(report.entries).toBeGreaterThan(25);
    expect(report.postings).toBeGreaterThanOrEqual(report.entries * 2);
  });

  it('detects a tampered cached balance and a posting slipped in outside postEntry', async () => {
    const shop = await createLedgerShop(db);
    const entry = await settleCollection(db, shop, 700n);
    await db
      .update(ledgerAccounts)
      .set({ balance: 800n })
      .where(eq(ledgerAccounts.id, shop.accounts.available.id));
    let report = await checkLedger(db);
    expect(report.ok).toBe(false);
    expect(report.balanceMismatches).toEqual([
      { accountId: shop.accounts.available.id, cached: 800n, computed: 700n, version: 1n, postings: 1n },
    ]);
    await db
      .update(ledgerAccounts)
      .set({ balance: 700n })
      .where(eq(ledgerAccounts.id, shop.accounts.available.id));
    expect((await checkLedger(db)).ok).toBe(true);

    // The database refuses a posting that unbalances its entry (ledger_postings_balanced)…
    const slipped = { entryId: entry.id, accountId: shop.accounts.reserve.id, amount: 5n };
    expect(await databaseRefusal(db.insert(ledgerPostings).values(slipped))).toEqual({
      code: '23514',
      rule: 'ledger_postings_balanced',
    });
    // …and checkLedger finds one written with the triggers off (a restore gone wrong, say).
    await withoutTriggers((tx) => tx.insert(ledgerPostings).values(slipped));
    report = await checkLedger(db);
    expect(report.ok).toBe(false);
    expect(report.unbalancedEntries).toEqual([{ entryId: entry.id, sum: 5n, postings: 3 }]);
    expect(report.balanceMismatches.map((m) => m.accountId)).toEqual([shop.accounts.reserve.id]);
  });

  it('keeps an account that has postings, and finds a posting whose entry or account is missing', async () => {
    // Accounts are never deleted and a posting's entry and account must exist (the statement
    // trigger of migration 0037, in place of 0028's foreign keys); checkLedger proves that every
    // posting's entry and account exist, whatever wrote them.
    const shop = await createLedgerShop(db);
    const entry = await settleCollection(db, shop, 300n);
    const available = shop.accounts.available.id;
    await expect(db.delete(ledgerAccounts).where(eq(ledgerAccounts.id, available))).rejects.toThrow();
    await expect(
      db.update(ledgerAccounts).set({ id: 'lac_renamed' }).where(eq(ledgerAccounts.id, available)),
    ).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE ledger_accounts`)).rejects.toThrow();
    expect((await balanceOf(available)).balance).toBe(300n);

    const orphans = [
      { entryId: 'len_nowhere', accountId: shop.accounts.reserve.id, amount: 5n },
      { entryId: entry.id, accountId: 'lac_nowhere', amount: -5n },
    ];
    for (const orphan of orphans) {
      expect(await databaseRefusal(db.insert(ledgerPostings).values({ ...orphan, amount: 5n }))).toEqual({
        code: '23503',
        rule: 'ledger_postings_references',
      });
    }
    await withoutTriggers((tx) => tx.insert(ledgerPostings).values(orphans));
    const report = await checkLedger(db);
    expect(report.ok).toBe(false);
    expect(report.orphanPostings).toHaveLength(2);
    expect(report.orphanPostings).toEqual(
      expect.arrayContaining([
        { entryId: 'len_nowhere', accountId: shop.accounts.reserve.id, missing: 'entry' },
        { entryId: entry.id, accountId: 'lac_nowhere', missing: 'account' },
      ]),
    );
  });

  it('refuses an entry whose merchant or shop does not exist, and finds one written anyway', async () => {
    // Entries name their merchant and shop without foreign keys since migration 0037: the
    // statement trigger ledger_entries_owners refuses a missing one, and checkLedger proves them.
    const shop = await createLedgerShop(db);
    const entry = (id: string, merchantId: string, shopId: string) => ({
      id,
      mode: 1,
      kind: 'adjustment',
      reference: id,
      idempotencyKey: id,
      merchantId,
      shopId,
    });
    const { merchantId, shopId } = shop;
    expect(
      await databaseRefusal(db.insert(ledgerEntries).values(entry('len_no_merchant', 'mer_nowhere', shopId))),
    ).toEqual({
      code: '23503',
      rule: 'ledger_entries_owners',
    });
    expect(
      await databaseRefusal(db.insert(ledgerEntries).values(entry('len_no_shop', merchantId, 'shp_nowhere'))),
    ).toEqual({
      code: '23503',
      rule: 'ledger_entries_owners',
    });
    await withoutTriggers((tx) =>
      tx.insert(ledgerEntries).values(entry('len_no_shop', merchantId, 'shp_nowhere')),
    );
    const report = await checkLedger(db);
    expect(report.ok).toBe(false);
    expect(report.orphanEntries).toEqual([
      { entryId: 'len_no_shop', merchantId, shopId: 'shp_nowhere', missing: 'shop' },
    ]);
  });
});
