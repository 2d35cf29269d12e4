import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { devMails, payouts, refunds, staffActions } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';
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
    const all = json<{ items: { reference: string; kind: string }[] }>(
      await call(h.app, 'GET', '/api/admin/transactions', accounting.token),
    );
    expect(all.items.find((t) => t.reference === reference)).toMatchObject({ kind: 'COLLECTION' });
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

type Item = {
  _id: string;
  kind: 'COLLECTION' | 'PAYOUT' | 'REFUND';
  reference: string;
  status: string;
  type: string | null;
  amount: number;
  refund_id: string | null;
  collection_reference: string | null;
  merchant: { _id: string; business_name: string };
  shop: { _id: string; name: string };
};
type Page = { items: Item[]; next_cursor: string | null; prev_cursor: string | null; total: number };

describe('admin transactions: collections, payouts and refunds together', () => {
  let collected = { id: '', reference: '' };
  let refund = { id: '', payoutId: '', reference: '' };
  let payout = { id: '', reference: '' };
  const list = async (query: string) => {
    const response = await call(h.app, 'GET', `/api/admin/transactions?${query}`, accounting.token);
    expect(response.statusCode, response.body).toBe(200);
    return json<Page>(response);
  };
  const ofShop = () => `merchant=${h.merchantId}&shop=${h.liveShop.id}`;

  beforeAll(async () => {
    // A settled collection, part of it refunded by the merchant, and a payout sent by staff.
    const asked = await h.app.inject({
      method: 'POST',
      url: '/api/transactions/public/requesttopay/mtn',
      headers: { authorization: `Bearer ${h.liveKey}` },
      payload: { shop: h.liveShop.id, amount: 9_100, phoneNumber: mtnNumber('00') },
    });
    const { reference: ref } = json<{ reference: string }>(asked);
    await h.sim.sim.flush();
    const row = await getTransactionByReference(h.deps.db, ref);
    await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row!.id);
    const settled = (await getTransactionByReference(h.deps.db, ref))!;
    expect(settled.status).toBe('SUCCESSFUL');
    collected = { id: settled.id, reference: settled.reference };
    const owner = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
    const refunded = await call(h.app, 'POST', '/api/refunds', owner, {
      transaction: ref,
      amount: 3_000,
      reason: 'Retour',
      password: DEMO_PASSWORD,
    });
    expect(refunded.statusCode, refunded.body).toBe(202);
    const [refundRow] = await h.deps.db.select().from(refunds).where(eq(refunds.transactionId, settled.id));
    const [refundPayout] = await h.deps.db.select().from(payouts).where(eq(payouts.id, refundRow!.payoutId!));
    refund = { id: refundRow!.id, payoutId: refundPayout!.id, reference: refundPayout!.reference };
    const sent = await call(
      h.app,
      'POST',
      `/api/admin/merchants/${h.merchantId}/payouts`,
      merchantsStaff.token,
      {
        shop: h.liveShop.id,
        phoneNumber: mtnNumber('00'),
        network: 'mtn',
        amount: 4_200,
        reason: 'Paiement fournisseur demandé par le marchand',
        password: STAFF_PASSWORD,
      },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const id = json<{ payout: { _id: string } }>(sent).payout._id;
    const [payoutRow] = await h.deps.db.select().from(payouts).where(eq(payouts.id, id));
    payout = { id, reference: payoutRow!.reference };
  });

  it('lists every kind with whose it is, and filters by kind, status, type, search, shop and mode', async () => {
    const all = await list(ofShop());
    const byId = new Map(all.items.map((item) => [item._id, item]));
    expect(byId.get(collected.id)).toMatchObject({
      kind: 'COLLECTION',
      type: 'PAYMENT',
      status: 'SUCCESSFUL',
    });
    expect(byId.get(payout.id)).toMatchObject({
      kind: 'PAYOUT',
      type: null,
      amount: 4_200,
      status: 'PENDING',
    });
    expect(byId.get(refund.payoutId)).toMatchObject({
      kind: 'REFUND',
      amount: 3_000,
      refund_id: refund.id,
      collection_reference: collected.reference,
    });
    for (const item of all.items) {
      expect(item.merchant).toEqual({ _id: h.merchantId, business_name: expect.any(String) });
      expect(item.merchant.business_name.length).toBeGreaterThan(0);
      expect(item.shop).toEqual({ _id: h.liveShop.id, name: h.liveShop.name });
    }
    expect(all.total).toBe(all.items.length);

    const kinds = async (query: string) =>
      new Set((await list(`${ofShop()}&${query}`)).items.map((i) => i.kind));
    expect(await kinds('kind=COLLECTION')).toEqual(new Set(['COLLECTION']));
    expect(await kinds('kind=PAYOUT')).toEqual(new Set(['PAYOUT']));
    expect((await list(`${ofShop()}&kind=REFUND`)).items.map((i) => i._id)).toEqual([refund.payoutId]);
    // A collection type leaves money sent out; a status applies to every kind.
    expect(await kinds('type=PAYMENT')).toEqual(new Set(['COLLECTION']));
    const pendingPayouts = await list(`${ofShop()}&kind=PAYOUT&status=PENDING`);
    expect(pendingPayouts.items.map((i) => i._id)).toContain(payout.id);
    expect((await list(`${ofShop()}&kind=PAYOUT&status=SUCCESSFUL`)).items.map((i) => i._id)).not.toContain(
      payout.id,
    );
    expect((await list(`${ofShop()}&q=${payout.reference}`)).items.map((i) => i._id)).toEqual([payout.id]);
    expect((await list(`${ofShop()}&amount_min=4200&amount_max=4200`)).items.map((i) => i._id)).toEqual([
      payout.id,
    ]);
    // Every merchant without a filter; another merchant's shop or the sandbox hold none of these.
    expect((await list('kind=REFUND')).items.map((i) => i._id)).toContain(refund.payoutId);
    expect((await list(`merchant=mch_unknown&kind=PAYOUT`)).items).toEqual([]);
    expect((await list(`mode=SANDBOX&merchant=${h.merchantId}`)).items.map((i) => i._id)).not.toContain(
      payout.id,
    );
    const bad = await call(h.app, 'GET', '/api/admin/transactions?kind=WITHDRAWAL', accounting.token);
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('pages through the kinds together, forwards and back, on both sorts, without duplicates or gaps', async () => {
    for (const sort of ['sort=created_at&order=desc', 'sort=amount&order=asc']) {
      const whole = (await list(`${ofShop()}&${sort}&limit=100`)).items.map((i) => i._id);
      expect(whole.length).toBeGreaterThanOrEqual(4);
      const pages: Page[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(`${ofShop()}&${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        pages.push(page);
        cursor = page.next_cursor;
      } while (cursor);
      expect(pages.flatMap((p) => p.items.map((i) => i._id))).toEqual(whole);
      // Back from the last page with prev_cursor: the pages before it, in the same order.
      const back: string[][] = [];
      let prev = pages[pages.length - 1]!.prev_cursor;
      while (prev) {
        const page = await list(`${ofShop()}&${sort}&limit=2&cursor=${prev}`);
        back.unshift(page.items.map((i) => i._id));
        prev = page.prev_cursor;
      }
      expect(back.flat()).toEqual(pages.slice(0, -1).flatMap((p) => p.items.map((i) => i._id)));
    }
  });

  it('exports every kind as CSV and XLSX, with the kind, the merchant and the refunded collection', async () => {
    const csv = await h.app.inject({
      method: 'GET',
      url: `/api/admin/transactions/export?${ofShop()}&format=csv`,
      headers: { authorization: `Bearer ${accounting.token}`, 'accept-language': 'fr' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Nature');
    expect(lines[0]).toContain('Transaction remboursée');
    const refundLine = lines.find((l) => l.includes(refund.reference));
    expect(refundLine).toContain('Remboursement');
    expect(refundLine).toContain(collected.reference);
    expect(lines.find((l) => l.includes(payout.reference))).toContain('Paiement sortant');
    const total = (await list(ofShop())).total;
    expect(lines.length - 1).toBe(total);

    const xlsx = await h.app.inject({
      method: 'GET',
      url: `/api/admin/transactions/export?${ofShop()}&format=xlsx&kind=PAYOUT`,
      headers: { authorization: `Bearer ${accounting.token}`, 'accept-language': 'en' },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.Kind))).toEqual(new Set(['Payout']));
    expect(rows.find((r) => r.Reference === payout.reference)).toMatchObject({ 'Amount (XOF)': 4_200 });
  });

  it("shows a payout's and a refund's detail: operator exchanges, ledger entries, whose it is", async () => {
    const detail = await call(h.app, 'GET', `/api/admin/transactions/${payout.id}`, accounting.token);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = json<{
      kind: string;
      payout: { reference: string; amount: number; total: number; source: string };
      refund: unknown;
      merchant: { _id: string };
      shop: { _id: string };
      timeline: { kind: string }[];
      ledger: { kind: string; postings: { amount: number }[] }[];
    }>(detail);
    expect(body).toMatchObject({ kind: 'PAYOUT', refund: null, merchant: { _id: h.merchantId } });
    expect(body.payout).toMatchObject({ reference: payout.reference, amount: 4_200 });
    expect(body.payout.total).toBeGreaterThan(4_200);
    expect(body.timeline.map((t) => t.kind)).toContain('created');
    const hold = body.ledger.find((e) => e.kind === 'payout.hold');
    expect(hold?.postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0);

    const ofRefund = json<{ kind: string; refund: { _id: string; transaction: { reference: string } } }>(
      await call(h.app, 'GET', `/api/admin/transactions/${refund.payoutId}`, accounting.token),
    );
    expect(ofRefund).toMatchObject({
      kind: 'REFUND',
      refund: { _id: refund.id, transaction: { reference: collected.reference } },
    });
    const collection = json<{ kind: string; transaction: { reference: string } }>(
      await call(h.app, 'GET', `/api/admin/transactions/${collected.id}`, accounting.token),
    );
    expect(collection).toMatchObject({ kind: 'COLLECTION', transaction: { reference: collected.reference } });
    const missing = await call(h.app, 'GET', '/api/admin/transactions/po_unknown', accounting.token);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
  });

  it('re-checks a pending payout with the operator: it moves on, audited; a final one is refused', async () => {
    const rechecked = await call(
      h.app,
      'POST',
      `/api/admin/transactions/${payout.id}/recheck`,
      accounting.token,
    );
    expect(rechecked.statusCode, rechecked.body).toBe(200);
    let [row] = await h.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    const actions = await h.deps.db.select().from(staffActions).where(eq(staffActions.objectId, payout.id));
    expect(actions.find((a) => a.action === 'payout.rechecked')).toMatchObject({
      action: 'payout.rechecked',
      staffUserId: accounting.id,
      before: { status: 'PENDING' },
      after: { status: row!.status },
    });
    const detail = json<{ timeline: { kind: string }[] }>(
      await call(h.app, 'GET', `/api/admin/transactions/${payout.id}`, accounting.token),
    );
    expect(detail.timeline.map((t) => t.kind)).toContain(row!.submittedAt ? 'operator.submit' : 'created');
    // Until final, staff may ask again; a final payout is refused and nothing is recorded.
    for (let i = 0; i < 5 && !['SUCCESSFUL', 'FAILED'].includes(row!.status); i++) {
      await h.sim.sim.flush();
      h.clock.advance(10_000);
      await call(h.app, 'POST', `/api/admin/transactions/${payout.id}/recheck`, accounting.token);
      [row] = await h.deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
    }
    expect(row!.status).toBe('SUCCESSFUL');
    const again = await call(h.app, 'POST', `/api/admin/transactions/${payout.id}/recheck`, accounting.token);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'TRANSACTION_NOT_PENDING' });
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });
});

describe('merchant and shop pickers (/admin/lookup)', () => {
  it('finds merchants by name, e-mail or id and lists their shops, for any staff user', async () => {
    const validation = await signInStaff(h.app, h.deps.db, 'picker@staff.test', 'VALIDATION');
    const find = async (q: string) => {
      const response = await call(
        h.app,
        'GET',
        `/api/admin/lookup/merchants?q=${encodeURIComponent(q)}`,
        validation.token,
      );
      expect(response.statusCode, response.body).toBe(200);
      return json<{ _id: string; business_name: string; email: string | null }[]>(response);
    };
    const byEmail = await find('marchand@demo');
    expect(byEmail.map((m) => m._id)).toContain(h.merchantId);
    const demo = byEmail.find((m) => m._id === h.merchantId)!;
    expect(demo.email).toBe('marchand@demo.local');
    expect((await find(demo.business_name.slice(0, 4).toLowerCase())).map((m) => m._id)).toContain(
      h.merchantId,
    );
    expect((await find(h.merchantId)).map((m) => m._id)).toEqual([h.merchantId]);
    expect(await find('zz-no-such-merchant')).toEqual([]);

    const shops = await call(
      h.app,
      'GET',
      `/api/admin/lookup/merchants/${h.merchantId}/shops`,
      validation.token,
    );
    expect(shops.statusCode).toBe(200);
    const items = json<{ _id: string; name: string; mode: string }[]>(shops);
    expect(items).toContainEqual(expect.objectContaining({ _id: h.liveShop.id, mode: 'LIVE' }));
    expect(items).toContainEqual(expect.objectContaining({ _id: h.sandboxShop.id, mode: 'SANDBOX' }));
    const unknown = await call(
      h.app,
      'GET',
      '/api/admin/lookup/merchants/mch_unknown/shops',
      validation.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ code: 'MERCHANT_NOT_FOUND' });
    const owner = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
    const refused = await call(h.app, 'GET', '/api/admin/lookup/merchants?q=demo', owner);
    expect(refused.statusCode).toBe(403);
  });
});
