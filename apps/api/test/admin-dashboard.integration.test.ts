import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/composition/seed/demo-seed.ts';
import { buildTestApp, json, type TestApp } from './helper.ts';
import { insertPayment, insertPayout, tokenOf } from './insights-fixtures.ts';
import { createLedgerShop, settleCollection } from './ledger-fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
  token = await tokenOf(t.app, 'admin@demo.local');
});
afterAll(() => t.close());

type Dashboard = {
  totals: {
    collected: string;
    paid_out: string;
    fees_earned: string;
    success_rate: number | null;
    pending_over_1h: number;
  };
  networks: {
    network: string;
    collected: string;
    success_rate: number | null;
    pending_over_1h: number;
    fees: string;
  }[];
  days: { date: string; by_network: Record<string, number> }[];
  queues: Record<string, { waiting: number; oldest_age_seconds: number | null }>;
  ledger_check: { state: string; problems: number | null };
};
const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('admin dashboard', () => {
  // In the sandbox, where the demo seed moves no money (its live activity would blur the sums).
  it('counts the period per network from the tables and fees earned from the ledger', async () => {
    const shop = await createLedgerShop(t.deps.db, 0);
    const s = { id: shop.shopId, merchantId: shop.merchantId, mode: 0 };
    const now = Date.now();
    const hoursAgo = (h: number) => new Date(now - h * 3600_000);
    await insertPayment(t.deps.db, s, { at: hoursAgo(2), operator: 'mtn', amount: 10_000, fee: 170 });
    await insertPayment(t.deps.db, s, { at: hoursAgo(3), operator: 'mtn', amount: 5_000, fee: 85 });
    await insertPayment(t.deps.db, s, { at: hoursAgo(4), operator: 'mtn', amount: 7_000, status: 'FAILED' });
    await insertPayment(t.deps.db, s, {
      at: hoursAgo(2),
      operator: 'moov',
      amount: 3_000,
      status: 'PENDING',
    });
    await insertPayment(t.deps.db, s, { at: hoursAgo(24 * 3), operator: 'mtn', amount: 1_000_000 });
    await insertPayout(t.deps.db, s, { at: hoursAgo(1), network: 'mtn', amount: 4_000, fee: 40 });
    await settleCollection(t.deps.db, shop, 10_000n, 170n);

    const day = json<Dashboard>(await get('/api/admin/dashboard?period=day&mode=0'));
    expect(day.totals).toMatchObject({
      collected: '15000',
      paid_out: '4000',
      fees_earned: '170',
      pending_over_1h: 1,
    });
    expect(day.totals.success_rate).toBe(66.7);
    expect(day.networks.find((n) => n.network === 'mtn')).toMatchObject({
      collected: '15000',
      success_rate: 66.7,
      fees: '295',
    });
    expect(day.networks.find((n) => n.network === 'moov')).toMatchObject({
      pending_over_1h: 1,
      success_rate: null,
    });
    const week = json<Dashboard>(await get('/api/admin/dashboard?period=week&mode=0'));
    expect(week.totals.collected).toBe('1015000');
    expect(week.days.reduce((sum, d) => sum + (d.by_network.mtn ?? 0), 0)).toBe(1_015_000);
    expect((await get('/api/admin/dashboard?period=year')).statusCode).toBe(400);
  });

  it("shows the queues with their oldest age (the demo seed's waiting merchant, card request, withdrawal)", async () => {
    const body = json<Dashboard>(await get('/api/admin/dashboard'));
    expect(body.queues.validations!.waiting).toBe(1);
    expect(body.queues.validations!.oldest_age_seconds).toBeGreaterThanOrEqual(0);
    // The demo seed's pending card request and withdrawal (back-office operations).
    expect(body.queues.card!.waiting).toBe(1);
    expect(body.queues.withdrawals!.waiting).toBe(1);
  });

  it('says the ledger check has not run, then runs it on demand and keeps its result', async () => {
    expect(json<Dashboard>(await get('/api/admin/dashboard')).ledger_check.state).toBe('NOT_RUN');
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/admin/dashboard/ledger-check',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json<{ state: string; problems: number }>(run)).toMatchObject({ state: 'OK', problems: 0 });
    expect(json<Dashboard>(await get('/api/admin/dashboard')).ledger_check.state).toBe('OK');
  });
  // Fees of a partial day: its whole hours from the fee rollups' hours, its partial hours from the
  // postings (migration 0035). Entries are written at now(): two are moved back (5 h: a whole hour
  // of the rolling day; 26 h: the week only) with the append-only guard lifted for the test, and
  // the rollups rebuilt from the postings as the migration does.
  it('sums the fees of whole hours from the rollups and of partial hours from the postings, exactly', async () => {
    const shop = await createLedgerShop(t.deps.db, 0);
    const before = json<Dashboard>(await get('/api/admin/dashboard?period=week&mode=0')).totals.fees_earned;
    await settleCollection(t.deps.db, shop, 100_000n, 1_000n);
    await settleCollection(t.deps.db, shop, 50_000n, 7n);
    await settleCollection(t.deps.db, shop, 3_000n, 30n);
    const move = (fee: number, hours: number) => sql`
      UPDATE ledger_entries SET created_at = created_at - make_interval(hours => ${hours})
      WHERE id = (SELECT p.entry_id FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
                  WHERE a.kind = 'platform_fees' AND a.mode = 0 AND p.amount = ${fee})`;
    await t.deps.db.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
    await t.deps.db.execute(move(1_000, 5));
    await t.deps.db.execute(move(7, 26));
    await t.deps.db.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`);
    await t.deps.db.execute(sql`SELECT dashboard_rollups_rebuild()`);
    const hours = (await t.deps.db.execute(
      sql`SELECT count(DISTINCT (day, hour))::int AS n FROM platform_fee_rollups WHERE mode = 0`,
    )) as unknown as { rows: { n: number }[] };
    expect(hours.rows[0]!.n).toBeGreaterThanOrEqual(2);
    const day = json<Dashboard>(await get('/api/admin/dashboard?period=day&mode=0'));
    const week = json<Dashboard>(await get('/api/admin/dashboard?period=week&mode=0'));
    // The first test's 170 earlier today, then 1,000 five hours ago and 30 now; the week adds 7.
    expect(day.totals.fees_earned).toBe('1200');
    expect(BigInt(week.totals.fees_earned) - BigInt(before)).toBe(1_037n);
  });
});
