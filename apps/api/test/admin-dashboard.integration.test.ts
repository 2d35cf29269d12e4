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
});
