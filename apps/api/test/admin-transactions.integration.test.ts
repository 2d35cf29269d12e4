import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { devMails, payouts, staffActions } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json } from './helper.ts';
import { fundShop, mtnNumber } from './payouts-fixtures.ts';
import { call, STAFF_PASSWORD, signInStaff } from './staff-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let accounting: { id: string; token: string };
let merchantsStaff: { id: string; token: string };
let reference = '';

beforeAll(async () => {
  h = await buildCollectionsApp();
  await fundShop(h.deps.db, h.liveShop, 300_000n);
  accounting = await signInStaff(h.app, h.deps.db, 'transactions@staff.test', 'COMPTABLE', ['TRANSACTIONS']);
  merchantsStaff = await signInStaff(h.app, h.deps.db, 'marchands@staff.test', 'MERCHANTS');
  const collected = await h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    headers: { authorization: `Bearer ${h.liveKey}` },
    payload: { shop: h.liveShop.id, amount: 7_500, phoneNumber: mtnNumber('05') },
  });
  expect(collected.statusCode, collected.body).toBe(202);
  reference = json<{ reference: string }>(collected).reference;
});
afterAll(() => h.close());

describe('admin transactions (/admin/transactions)', () => {
  it("lists every merchant's collections with the merchant and shop filters; staff without the right are refused", async () => {
    const all = json<{ items: { reference: string }[] }>(
      await call(h.app, 'GET', '/api/admin/transactions', accounting.token),
    );
    expect(all.items.map((t) => t.reference)).toContain(reference);
    const ofShop = json<{ items: { reference: string }[] }>(
      await call(
        h.app,
        'GET',
        `/api/admin/transactions?merchant=${h.merchantId}&shop=${h.liveShop.id}&status=PENDING`,
        accounting.token,
      ),
    );
    expect(ofShop.items.map((t) => t.reference)).toEqual([reference]);
    const sandbox = json<{ items: unknown[] }>(
      await call(
        h.app,
        'GET',
        `/api/admin/transactions?mode=SANDBOX&shop=${h.liveShop.id}`,
        accounting.token,
      ),
    );
    expect(sandbox.items).toEqual([]);
    expect((await call(h.app, 'GET', '/api/admin/transactions', merchantsStaff.token)).statusCode).toBe(403);
    const csv = await call(
      h.app,
      'GET',
      `/api/admin/transactions/export?merchant=${h.merchantId}`,
      accounting.token,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(reference);
  });

  it('shows the detail with operator exchanges, and re-checks a pending row with the operator', async () => {
    const row = await getTransactionByReference(h.deps.db, reference);
    const detail = await call(h.app, 'GET', `/api/admin/transactions/${row!.id}`, accounting.token);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = json<{ merchant: { _id: string }; timeline: { kind: string }[] }>(detail);
    expect(body.merchant._id).toBe(h.merchantId);
    expect(body.timeline.map((t) => t.kind)).toContain('created');
    await h.sim.sim.flush();
    h.clock.advance(10_000);
    const rechecked = await call(
      h.app,
      'POST',
      `/api/admin/transactions/${row!.id}/recheck`,
      accounting.token,
    );
    expect(rechecked.statusCode, rechecked.body).toBe(200);
    const [action] = await h.deps.db.select().from(staffActions).where(eq(staffActions.objectId, row!.id));
    expect(action).toMatchObject({ action: 'transaction.rechecked', before: { status: 'PENDING' } });
    const settled = await getTransactionByReference(h.deps.db, reference);
    if (settled!.status === 'SUCCESSFUL') {
      const again = await call(h.app, 'POST', `/api/admin/transactions/${row!.id}/recheck`, accounting.token);
      expect(json(again)).toMatchObject({ code: 'TRANSACTION_NOT_PENDING' });
    }
  });
});

describe('admin merchant payouts and e-mails', () => {
  it("sends a payout on the merchant's behalf, held from its balance, audited", async () => {
    const response = await call(
      h.app,
      'POST',
      `/api/admin/merchants/${h.merchantId}/payouts`,
      merchantsStaff.token,
      {
        shop: h.liveShop.id,
        phoneNumber: mtnNumber('00'),
        network: 'mtn',
        amount: 5_000,
        reason: 'Remboursement client demandé par le marchand',
        password: STAFF_PASSWORD,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { payout } = json<{ payout: { _id: string; fee: number } }>(response);
    const [row] = await h.deps.db.select().from(payouts).where(eq(payouts.id, payout._id));
    expect(row).toMatchObject({ createdBy: merchantsStaff.id, amount: 5_000n, merchantId: h.merchantId });
    const [action] = await h.deps.db.select().from(staffActions).where(eq(staffActions.objectId, payout._id));
    expect(action).toMatchObject({ action: 'payout.sent_on_behalf' });
    const history = json<{ payouts: { _id: string }[] }>(
      await call(h.app, 'GET', `/api/admin/merchants/${h.merchantId}/payouts`, merchantsStaff.token),
    );
    expect(history.payouts.map((p) => p._id)).toContain(payout._id);
    const otherShop = await call(
      h.app,
      'POST',
      `/api/admin/merchants/mch_other/payouts`,
      merchantsStaff.token,
      {
        shop: h.liveShop.id,
        phoneNumber: mtnNumber('00'),
        network: 'mtn',
        amount: 5_000,
        reason: 'Mauvais marchand',
        password: STAFF_PASSWORD,
      },
    );
    expect(json(otherShop)).toMatchObject({ code: 'SHOP_NOT_FOUND' });
  });

  it('previews then sends an e-mail to a filtered group', async () => {
    const body = {
      filters: { status: 'VALID' },
      subject: 'Maintenance prévue',
      body: 'Bonjour,\nmaintenance ce soir.',
    };
    const preview = await call(
      h.app,
      'POST',
      '/api/admin/merchants/mail/preview',
      merchantsStaff.token,
      body,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    // Every validated merchant of the demo seed (the demo merchant, the card merchant, growth's).
    const { total } = json<{ total: number }>(preview);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(json<{ recipients: { email: string }[] }>(preview).recipients.map((r) => r.email)).toContain(
      'marchand@demo.local',
    );
    const sent = await call(h.app, 'POST', '/api/admin/merchants/mail', merchantsStaff.token, body);
    expect(json(sent)).toMatchObject({ sent: total });
    const mails = await h.deps.db.select().from(devMails).where(eq(devMails.to, 'marchand@demo.local'));
    expect(mails.some((m) => m.subject === 'Maintenance prévue')).toBe(true);
    const none = await call(h.app, 'POST', '/api/admin/merchants/mail/preview', merchantsStaff.token, {
      ...body,
      filters: { country: 'SN' },
    });
    expect(json(none)).toMatchObject({ code: 'MAIL_NO_RECIPIENT' });
  });
});
