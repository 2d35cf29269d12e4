import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/composition/seed/demo-seed.ts';
import { settleCollections } from '../src/modules/collections/settle-collection.ts';
import { getDashboard } from '../src/modules/overview/get-dashboard.ts';
import { getSummary } from '../src/modules/overview/get-summary.ts';
import { findShops } from '../src/modules/shops/shops-repository.ts';
import { users } from '../src/platform/db/schema/index.ts';
import { buildTestApp, json, type TestApp } from './helper.ts';
import { insertPayment, insertPayout, tokenOf } from './insights-fixtures.ts';

let t: TestApp;
let shop: { id: string; merchantId: string; mode: number; name: string };
let otherShop: { id: string; merchantId: string; mode: number };
let scope: { merchantId: string; mode: 0 | 1 };
let token: string;

/** Wednesday 18 November 2026, 10:00 UTC: its week starts Monday 16, its month on the 1st. */
const NOW = new Date('2026-11-18T10:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
  const [owner] = await t.deps.db.select().from(users).where(eq(users.email, 'marchand@demo.local'));
  const merchantId = owner!.merchantId!;
  const [live, second] = await findShops(t.deps.db, merchantId, 1);
  shop = live!;
  otherShop = second!;
  scope = { merchantId, mode: 1 };
  const db = t.deps.db;
  await insertPayment(db, shop, { at: '2026-11-18T08:00:00Z', operator: 'mtn', amount: 10_000, fee: 170 });
  await insertPayment(db, shop, { at: '2026-11-18T09:00:00Z', operator: 'moov', amount: 5_000, fee: 85 });
  await insertPayment(db, shop, {
    at: '2026-11-18T09:30:00Z',
    operator: 'mtn',
    amount: 7_000,
    status: 'FAILED',
  });
  await insertPayment(db, shop, {
    at: '2026-11-18T09:40:00Z',
    operator: 'mtn',
    amount: 900,
    status: 'PENDING',
  });
  await insertPayment(db, shop, { at: '2026-11-17T23:59:59Z', operator: 'mtn', amount: 2_000, fee: 34 });
  await insertPayment(db, shop, { at: '2026-11-16T00:00:00Z', operator: 'moov', amount: 3_000, fee: 51 });
  await insertPayment(db, shop, { at: '2026-11-15T23:00:00Z', operator: 'mtn', amount: 4_000, fee: 68 });
  await insertPayment(db, shop, { at: '2026-10-31T12:00:00Z', operator: 'mtn', amount: 6_000, fee: 102 });
  await insertPayment(db, shop, { at: '2026-10-01T12:00:00Z', operator: 'mtn', amount: 8_000, fee: 136 });
  // Another shop of the same merchant, and the sandbox: never counted.
  await insertPayment(db, otherShop, { at: '2026-11-18T08:00:00Z', amount: 99_000, fee: 1 });
  await insertPayout(db, shop, { at: '2026-11-18T07:00:00Z', network: 'mtn', amount: 1_000, fee: 10 });
  await insertPayout(db, shop, { at: '2026-11-10T07:00:00Z', network: 'moov', amount: 2_000, fee: 20 });
  await insertPayout(db, shop, {
    at: '2026-11-18T07:30:00Z',
    network: 'mtn',
    amount: 500,
    status: 'PENDING',
  });
  await insertPayout(db, shop, { at: '2026-11-12T07:30:00Z', network: 'mtn', amount: 700, status: 'FAILED' });
  token = await tokenOf(t.app, 'marchand@demo.local');
});
afterAll(() => t.close());

const get = (url: string, bearer = token) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${bearer}` } });

describe('dashboard figures (UTC days, Monday weeks)', () => {
  it('sums successful collections and payouts of today, this week and this month', async () => {
    const d = await getDashboard(t.deps.db, scope, shop.id, NOW);
    expect(d.today.collections).toEqual({ count: 2, amount: 15_000, fees: 255, net: 14_745 });
    expect(d.today.payouts).toEqual({ count: 1, amount: 1_000, fees: 10, net: -1_010 });
    expect(d.week.collections).toEqual({ count: 4, amount: 20_000, fees: 340, net: 19_660 });
    expect(d.week.payouts.count).toBe(1);
    expect(d.month.collections).toMatchObject({ count: 5, amount: 24_000 });
    expect(d.month.payouts).toEqual({ count: 2, amount: 3_000, fees: 30, net: -3_030 });
    expect(d.today.from).toBe('2026-11-18T00:00:00.000Z');
    expect(d.week.from).toBe('2026-11-16T00:00:00.000Z');
  });

  it('buckets the last 30 days per day and network, a second before midnight on its own day', async () => {
    const d = await getDashboard(t.deps.db, scope, shop.id, NOW);
    expect(d.chart).toHaveLength(30);
    expect(d.chart[0]!.date).toBe('2026-10-20');
    expect(d.chart.at(-1)).toEqual({
      date: '2026-11-18',
      count: 2,
      amount: 15_000,
      by_network: { mtn: 10_000, moov: 5_000 },
    });
    expect(d.chart.find((day) => day.date === '2026-11-17')).toMatchObject({ amount: 2_000, count: 1 });
    expect(d.chart.find((day) => day.date === '2026-10-31')).toMatchObject({ amount: 6_000 });
    expect(d.chart.reduce((s, day) => s + day.amount, 0)).toBe(30_000);
    expect(d.networks).toEqual([
      { network: 'mtn', label: 'MTN Bénin', count: 3, amount: 16_000 },
      { network: 'moov', label: expect.any(String), count: 2, amount: 8_000 },
    ]);
    expect(d.latest_transactions).toHaveLength(5);
    expect(d.latest_transactions[0]).toMatchObject({ amount: 900, status: 'PENDING' });
    expect(d.latest_payouts[0]).toMatchObject({ amount: 500, status: 'PENDING' });
  });

  it('shows the ledger balance and reloads it after a payment settles', async () => {
    const before = json<{ balance: { available: number } }>(
      await get(`/api/overview/balance?shop=${shop.id}`),
    );
    const row = await insertPayment(t.deps.db, shop, { at: new Date(), amount: 12_000, fee: 204 });
    await t.deps.db.transaction((tx) => settleCollections(tx, [row]));
    const response = await get(`/api/overview/balance?shop=${shop.id}`);
    expect(response.statusCode).toBe(200);
    const after = json<{
      balance: { available: number; pending: number; reserve: number; currency: string };
    }>(response);
    expect(after.balance.available - before.balance.available).toBe(11_796);
    expect(after.balance).toMatchObject({ pending: 0, reserve: 0, currency: 'XOF' });
    const dashboard = json<{ balance: { available: number }; today: { collections: { count: number } } }>(
      await get(`/api/overview/dashboard?shop=${shop.id}`),
    );
    expect(dashboard.balance.available).toBe(after.balance.available);
    expect(dashboard.today.collections.count).toBeGreaterThanOrEqual(1);
  });

  it("answers 404 for another merchant's shop and 403 without transaction or payout permission", async () => {
    const foreign = await get(
      `/api/overview/dashboard?shop=${shop.id}`,
      await tokenOf(t.app, 'nouveau@demo.local'),
    );
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toMatchObject({ code: 'SHOP_NOT_FOUND' });
    const team = await get(
      `/api/overview/dashboard?shop=${shop.id}`,
      await tokenOf(t.app, 'equipe@demo.local'),
    );
    expect(team.statusCode).toBe(200);
    // A payout-only team member sees the figures and the payouts, not the payments.
    const teamView = json<{ latest_transactions: unknown[]; latest_payouts: unknown[] }>(team);
    expect(teamView.latest_transactions).toEqual([]);
    expect(teamView.latest_payouts.length).toBeGreaterThan(0);
    const admin = await get(
      `/api/overview/dashboard?shop=${shop.id}`,
      await tokenOf(t.app, 'admin@demo.local'),
    );
    expect(admin.statusCode).toBe(403);
  });

  it('lists the recent events of the shop', async () => {
    const response = await get(`/api/overview/events?shop=${shop.id}`);
    expect(response.statusCode).toBe(200);
    expect(json<{ events: unknown[] }>(response).events).toBeInstanceOf(Array);
  });
});

describe('summary report and its export', () => {
  it('sums per kind and network, counting failures apart', async () => {
    const s = await getSummary(t.deps.db, scope, { shop: shop.id, from: '2026-11-01', to: '2026-11-18' });
    expect(s.rows.filter((r) => r.kind === 'collection')).toEqual([
      {
        kind: 'collection',
        network: 'moov',
        label: expect.any(String),
        count: 2,
        failed: 0,
        amount: 8_000,
        fees: 136,
        net: 7_864,
      },
      {
        kind: 'collection',
        network: 'mtn',
        label: 'MTN Bénin',
        count: 3,
        failed: 1,
        amount: 16_000,
        fees: 272,
        net: 15_728,
      },
    ]);
    expect(s.totals.collection).toEqual({ count: 5, failed: 1, amount: 24_000, fees: 408, net: 23_592 });
    expect(s.totals.payout).toEqual({ count: 2, failed: 1, amount: 3_000, fees: 30, net: -3_030 });
    expect(s.totals.refund.count).toBe(0);
    expect(s.net).toBe(23_592 - 3_030);
  });

  it('refuses a reversed or too long period with a localized 400', async () => {
    const reversed = await get(`/api/overview/summary?shop=${shop.id}&from=2026-11-18&to=2026-11-01`);
    expect(reversed.statusCode).toBe(400);
    expect(json(reversed)).toMatchObject({ code: 'INVALID_PERIOD' });
    const long = await t.app.inject({
      url: `/api/overview/summary?shop=${shop.id}&from=2024-01-01&to=2026-01-01`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(json(long)).toMatchObject({
      code: 'INVALID_PERIOD',
      message: expect.stringMatching(/^This period/),
    });
    const malformed = await get(`/api/overview/summary?shop=${shop.id}&from=2026-13-01&to=2026-11-01`);
    expect(malformed.statusCode).toBe(400);
  });

  it('exports the report as CSV with its lines', async () => {
    const response = await get(
      `/api/overview/summary/export?shop=${shop.id}&from=2026-11-01&to=2026-11-18&format=csv`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="summary-2026-11-01_2026-11-18.csv"',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\n');
    expect(lines).toContain('Type,Réseau,Réussies,Échouées,Montant (XOF),Frais (XOF),Net (XOF)');
    expect(lines).toContain('Encaissements,MTN Bénin,3,1,16000,272,15728');
    expect(lines).toContain('Encaissements,Total,5,1,24000,408,23592');
    expect(lines).toContain('Payouts,Total,2,1,3000,30,-3030');
  });

  it('exports the report as XLSX in the language of the request', async () => {
    const response = await t.app.inject({
      url: `/api/overview/summary/export?shop=${shop.id}&from=2026-11-01&to=2026-11-18&format=xlsx`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = XLSX.read(response.rawPayload, { type: 'buffer' });
    expect(workbook.SheetNames).toEqual(['Resumen']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets.Resumen!, { header: 1 });
    expect(rows).toContainEqual(['Cobros', 'Total', 5, 1, 24_000, 408, 23_592]);
  });
});
