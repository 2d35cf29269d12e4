import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { merchants, staffActions } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';
import { fundShop, mtnNumber } from './payouts-fixtures.ts';
import { call, STAFF_PASSWORD, signInStaff } from './staff-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: string;
let payments: { id: string; token: string };
let validation: { id: string; token: string };

beforeAll(async () => {
  h = await buildCollectionsApp();
  await fundShop(h.deps.db, h.liveShop, 100_000n);
  owner = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
  payments = await signInStaff(h.app, h.deps.db, 'paiements@staff.test', 'PAYMENT_REQUEST');
  validation = await signInStaff(h.app, h.deps.db, 'validation@staff.test', 'ADMIN');
});
afterAll(() => h.close());

const confirm = { reason: 'Dossier vérifié', password: STAFF_PASSWORD };
const payoutFrom = (ip: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/payouts/public/transfer/global',
    remoteAddress: ip,
    payload: { shop: h.liveShop.id, phoneNumber: mtnNumber('00'), amount: 100, network: 'mtn' },
    headers: { authorization: `Bearer ${h.liveKey}` },
  });
const actionsOn = (objectId: string) =>
  h.deps.db.select().from(staffActions).where(eq(staffActions.objectId, objectId));

describe('payout-API access (/admin/payoutRequest) and the IP whitelist', () => {
  it('approval opens the allow-list for its IPs, revocation closes it, each audited', async () => {
    const created = json<{ _id: string }>(
      await call(h.app, 'POST', '/api/payout_api/requests', owner, {
        shop: h.liveShop.id,
        ips: ['198.51.100.7'],
        usage: 'Salaires mensuels',
      }),
    );
    const queue = json<{ _id: string }[]>(
      await call(h.app, 'GET', '/api/admin/payout-api-requests', payments.token),
    );
    expect(queue.map((r) => r._id)).toContain(created._id);
    expect((await payoutFrom('198.51.100.7')).statusCode).toBe(403);

    const approved = await call(
      h.app,
      'POST',
      `/api/admin/payout-api-requests/${created._id}/approve`,
      payments.token,
      confirm,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await payoutFrom('198.51.100.7')).statusCode).toBe(202);
    const twice = await call(
      h.app,
      'POST',
      `/api/admin/payout-api-requests/${created._id}/refuse`,
      payments.token,
      confirm,
    );
    expect(json(twice)).toMatchObject({ code: 'PAYOUT_API_REQUEST_NOT_PENDING' });

    const ips = json<{ ip: string; request_id: string }[]>(
      await call(h.app, 'GET', '/api/admin/whitelist-ips', validation.token),
    );
    expect(ips).toContainEqual(expect.objectContaining({ ip: '198.51.100.7', request_id: created._id }));

    const revoked = await call(
      h.app,
      'POST',
      `/api/admin/payout-api-requests/${created._id}/revoke`,
      payments.token,
      confirm,
    );
    expect(json(revoked)).toMatchObject({ request: { status: 'REVOKED' } });
    expect((await payoutFrom('198.51.100.7')).statusCode).toBe(403);
    const merchantView = json<{ status: string }>(
      await call(h.app, 'GET', `/api/payout_api/requests/${created._id}`, owner),
    );
    expect(merchantView.status).toBe('REVOKED');
    expect((await actionsOn(created._id)).map((a) => a.action).sort()).toEqual([
      'payout_api_request.approved',
      'payout_api_request.revoked',
    ]);
  });

  it('refuses with a reason; a merchant and staff without the right are refused', async () => {
    const created = json<{ _id: string }>(
      await call(h.app, 'POST', '/api/payout_api/requests', owner, {
        shop: h.liveShop.id,
        ips: ['192.0.2.44'],
        usage: 'Test',
      }),
    );
    expect(
      (await call(h.app, 'POST', `/api/admin/payout-api-requests/${created._id}/approve`, owner, confirm))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          h.app,
          'POST',
          `/api/admin/payout-api-requests/${created._id}/approve`,
          validation.token,
          confirm,
        )
      ).statusCode,
    ).toBe(403);
    const refused = await call(
      h.app,
      'POST',
      `/api/admin/payout-api-requests/${created._id}/refuse`,
      payments.token,
      {
        ...confirm,
        reason: 'Usage non précisé',
      },
    );
    expect(json(refused)).toMatchObject({
      request: { status: 'REFUSED', decision_note: 'Usage non précisé' },
    });
    expect((await payoutFrom('192.0.2.44')).statusCode).toBe(403);
  });

  it("staff add an IP to the shop's approved request and remove it, audited", async () => {
    const added = await call(h.app, 'POST', '/api/admin/whitelist-ips', validation.token, {
      shop: h.liveShop.id,
      ip: '203.0.113.50',
      ...confirm,
    });
    expect(added.statusCode, added.body).toBe(200);
    const request = json<{ request: { _id: string; ips: string[] } }>(added).request;
    expect((await payoutFrom('203.0.113.50')).statusCode).toBe(202);
    const duplicate = await call(h.app, 'POST', '/api/admin/whitelist-ips', validation.token, {
      shop: h.liveShop.id,
      ip: '203.0.113.50',
      ...confirm,
    });
    expect(json(duplicate)).toMatchObject({ code: 'WHITELIST_IP_EXISTS' });
    const removed = await call(h.app, 'POST', '/api/admin/whitelist-ips/remove', validation.token, {
      request_id: request._id,
      ip: '203.0.113.50',
      ...confirm,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await payoutFrom('203.0.113.50')).statusCode).toBe(403);
    const actions = await actionsOn(request._id);
    expect(actions.map((a) => a.action).sort()).toEqual(['whitelist_ip.added', 'whitelist_ip.removed']);
    const removal = actions.find((a) => a.action === 'whitelist_ip.removed')!;
    expect((removal.before as { ips: string[] }).ips).toContain('203.0.113.50');
    expect((removal.after as { ips: string[] }).ips).not.toContain('203.0.113.50');
  });
});

describe('card access (/admin/card-payment-request)', () => {
  const form = {
    business_name: 'Demo SARL',
    activity: 'Commerce en ligne',
    country: 'BJ',
    phone_number: '+229 01 97 00 00 00',
    monthly_volume: 2_000_000,
  };

  it('approval turns merchant.card on and the checkout offers cards; audited', async () => {
    await h.deps.db.update(merchants).set({ cardEnabled: false }).where(eq(merchants.id, h.merchantId));
    const created = await call(h.app, 'POST', '/api/card-requests', owner, form);
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ request: { _id: string } }>(created).request._id;
    const queue = json<{ _id: string }[]>(
      await call(h.app, 'GET', '/api/admin/card-requests', validation.token),
    );
    expect(queue.map((r) => r._id)).toContain(id);
    expect((await call(h.app, 'GET', '/api/admin/card-requests', payments.token)).statusCode).toBe(403);
    const one = await call(h.app, 'GET', `/api/admin/card-requests/${id}`, validation.token);
    expect(json(one)).toMatchObject({ _id: id, merchant: { card: false } });

    const approved = await call(
      h.app,
      'POST',
      `/api/admin/card-requests/${id}/approve`,
      validation.token,
      confirm,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved)).toMatchObject({ request: { status: 'APPROVED', merchant: { card: true } } });
    const current = json<{ merchant: { card: boolean } }>(
      await call(h.app, 'GET', '/api/card-requests/current', owner),
    );
    expect(current.merchant.card).toBe(true);

    const session = await h.app.inject({
      method: 'POST',
      url: '/api/checkout/public/sessions',
      headers: { authorization: `Bearer ${h.liveKey}` },
      payload: { shop: h.liveShop.id, amount: 5_000 },
    });
    expect(session.statusCode, session.body).toBe(201);
    const sessionId = json<{ id: string }>(session).id;
    const page = await h.app.inject({ method: 'GET', url: `/api/checkout/public/sessions/${sessionId}` });
    expect(json(page)).toMatchObject({ card_enabled: true });
    const [action] = await actionsOn(id);
    expect(action).toMatchObject({
      action: 'card_request.approved',
      before: { card: false },
      after: { card: true },
    });
    const again = await call(
      h.app,
      'POST',
      `/api/admin/card-requests/${id}/refuse`,
      validation.token,
      confirm,
    );
    expect(json(again)).toMatchObject({ code: 'CARD_REQUEST_NOT_PENDING' });
  });

  it('refusal keeps cards off and tells the merchant why', async () => {
    await h.deps.db.update(merchants).set({ cardEnabled: false }).where(eq(merchants.id, h.merchantId));
    const id = json<{ request: { _id: string } }>(
      await call(h.app, 'POST', '/api/card-requests', owner, form),
    ).request._id;
    const refused = await call(h.app, 'POST', `/api/admin/card-requests/${id}/refuse`, validation.token, {
      ...confirm,
      reason: 'Activité non éligible',
    });
    expect(json(refused)).toMatchObject({ request: { status: 'REFUSED', merchant: { card: false } } });
    const current = json<{ merchant: { card: boolean }; request: { decision_note: string } }>(
      await call(h.app, 'GET', '/api/card-requests/current', owner),
    );
    expect(current).toMatchObject({
      merchant: { card: false },
      request: { decision_note: 'Activité non éligible' },
    });
  });
});
