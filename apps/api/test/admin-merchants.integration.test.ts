import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { shops, staffActions } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json } from './helper.ts';
import { fundShop } from './payouts-fixtures.ts';
import { call, STAFF_PASSWORD, signInStaff } from './staff-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let first: { id: string; token: string };
let second: { id: string; token: string };
let payments: { id: string; token: string };

beforeAll(async () => {
  h = await buildCollectionsApp();
  await fundShop(h.deps.db, h.liveShop, 2_000_000n);
  first = await signInStaff(h.app, h.deps.db, 'marchands1@staff.test', 'MERCHANTS');
  second = await signInStaff(h.app, h.deps.db, 'marchands2@staff.test', 'SUPER_ADMIN');
  payments = await signInStaff(h.app, h.deps.db, 'paiements@staff.test', 'PAYMENT_REQUEST');
});
afterAll(() => h.close());

const balance = () => getShopBalances(h.deps.db, h.liveShop.id, 1);
const confirm = { reason: 'Geste commercial', password: STAFF_PASSWORD };

describe('admin merchants: list, view', () => {
  it('searches and filters every merchant', async () => {
    const all = await call(h.app, 'GET', '/api/admin/merchants', first.token);
    expect(all.statusCode, all.body).toBe(200);
    const body = json<{ items: { _id: string; business_name: string; volume: number }[]; total: number }>(
      all,
    );
    expect(body.total).toBeGreaterThanOrEqual(2);
    const found = json<{ items: { _id: string }[] }>(
      await call(h.app, 'GET', '/api/admin/merchants?q=marchand%40demo.local&status=VALID', first.token),
    );
    expect(found.items.map((m) => m._id)).toEqual([h.merchantId]);
    const none = json<{ total: number }>(
      await call(h.app, 'GET', '/api/admin/merchants?country=SN', first.token),
    );
    expect(none.total).toBe(0);
    const bad = await call(h.app, 'GET', '/api/admin/merchants?country=XX', first.token);
    expect(bad.statusCode).toBe(400);
    expect((await call(h.app, 'GET', '/api/admin/merchants', payments.token)).statusCode).toBe(403);
  });

  it('shows one merchant: shops, team, keys by prefix only', async () => {
    const view = await call(h.app, 'GET', `/api/admin/merchants/${h.merchantId}`, first.token);
    expect(view.statusCode, view.body).toBe(200);
    const body = json<{ shops: unknown[]; team: { email: string }[]; keys: { prefix: string }[] }>(view);
    expect(body.shops.length).toBeGreaterThanOrEqual(2);
    expect(body.team.map((u) => u.email)).toContain('marchand@demo.local');
    expect(body.keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain('keyHash');
    expect((await call(h.app, 'GET', '/api/admin/merchants/mch_nope', first.token)).statusCode).toBe(404);
  });
});

describe('admin balances: adjustments with four eyes', () => {
  it('posts a small credit at once as a balanced entry, audited', async () => {
    const before = await balance();
    const response = await call(
      h.app,
      'POST',
      `/api/admin/merchants/${h.merchantId}/adjustments`,
      first.token,
      {
        shop: h.liveShop.id,
        direction: 'credit',
        amount: 10_000,
        ...confirm,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { adjustment } = json<{ adjustment: { _id: string; status: string; entry_id: string } }>(response);
    expect(adjustment.status).toBe('APPLIED');
    expect((await balance()).available - before.available).toBe(10_000n);
    const [action] = await h.deps.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.objectId, adjustment._id));
    expect(action).toMatchObject({ action: 'balance_adjustment.applied', reason: 'Geste commercial' });
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
    const view = json<{ shops: { _id: string; available: number }[]; postings: { reference: string }[] }>(
      await call(h.app, 'GET', `/api/admin/merchants/${h.merchantId}/balances`, first.token),
    );
    expect(view.shops.find((s) => s._id === h.liveShop.id)?.available).toBe(
      Number((await balance()).available),
    );
    expect(view.postings.some((p) => p.reference === adjustment._id)).toBe(true);
  });

  it('holds a large debit until another staff member approves it', async () => {
    const before = await balance();
    const response = await call(
      h.app,
      'POST',
      `/api/admin/merchants/${h.merchantId}/adjustments`,
      first.token,
      {
        shop: h.liveShop.id,
        direction: 'debit',
        amount: 600_000,
        ...confirm,
      },
    );
    const { adjustment } = json<{ adjustment: { _id: string; status: string } }>(response);
    expect(adjustment.status).toBe('PENDING');
    expect(await balance()).toEqual(before);
    const self = await call(
      h.app,
      'POST',
      `/api/admin/adjustments/${adjustment._id}/approve`,
      first.token,
      confirm,
    );
    expect(self.statusCode).toBe(403);
    expect(json(self)).toMatchObject({ code: 'ADJUSTMENT_SAME_STAFF' });
    const approved = await call(
      h.app,
      'POST',
      `/api/admin/adjustments/${adjustment._id}/approve`,
      second.token,
      confirm,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved)).toMatchObject({ adjustment: { status: 'APPLIED', decided_by: second.id } });
    expect(before.available - (await balance()).available).toBe(600_000n);
    const again = await call(
      h.app,
      'POST',
      `/api/admin/adjustments/${adjustment._id}/reject`,
      second.token,
      confirm,
    );
    expect(json(again)).toMatchObject({ code: 'ADJUSTMENT_NOT_PENDING' });
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('refuses a debit above the available balance and changes nothing', async () => {
    const before = await balance();
    const response = await call(
      h.app,
      'POST',
      `/api/admin/merchants/${h.merchantId}/adjustments`,
      first.token,
      {
        shop: h.liveShop.id,
        direction: 'debit',
        amount: Number(before.available) + 1,
        ...confirm,
      },
    );
    const { adjustment } = json<{ adjustment: { _id: string } }>(response);
    const applied = await call(
      h.app,
      'POST',
      `/api/admin/adjustments/${adjustment._id}/approve`,
      second.token,
      confirm,
    );
    expect(json(applied)).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await balance()).toEqual(before);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });
});

describe('admin fees (/admin/merchants/taxe)', () => {
  it('validates, audits and applies the shop fee overrides on the next payment', async () => {
    const url = `/api/admin/merchants/${h.merchantId}/shops/${h.liveShop.id}/fees`;
    const fees = {
      taxe_collection: 250,
      without_taxe: false,
      amount_fixe: false,
      fixe_amount: null,
      taxe_payout: 100,
      payout_commission: null,
      payout_commission_amount: 50,
      taxe_card: null,
      reserve_found: null,
      taxe_reserve_found: null,
      ...confirm,
    };
    const bad = await call(h.app, 'PUT', url, first.token, {
      ...fees,
      taxe_collection: 20_000,
      amount_fixe: true,
    });
    expect(bad.statusCode).toBe(400);
    const saved = await call(h.app, 'PUT', url, first.token, fees);
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await h.deps.db.select().from(shops).where(eq(shops.id, h.liveShop.id));
    expect(row).toMatchObject({ taxeCollection: 250, taxePayout: 100, payoutCommissionAmount: 50n });
    const [action] = await h.deps.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.objectId, h.liveShop.id));
    expect(action).toMatchObject({
      action: 'shop.fees_changed',
      before: { taxe_collection: null },
      after: { taxe_collection: 250 },
    });
    const fee = await call(h.app, 'POST', '/api/payouts/fee', await ownerToken(), {
      shop: h.liveShop.id,
      network: 'mtn',
      amount: 10_000,
    });
    expect(json(fee)).toMatchObject({ fee: 150 });
  });
});

async function ownerToken() {
  const { loginAs } = await import('./helper.ts');
  const { DEMO_PASSWORD } = await import('../src/composition/seed/demo-seed.ts');
  return json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
}
