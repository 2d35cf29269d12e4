import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { scheduleDelivery } from '../src/modules/webhooks/deliver-webhook.job.ts';
import { deliverWebhook } from '../src/modules/webhooks/deliver-webhook.ts';
import { disableFailingEndpoints } from '../src/modules/webhooks/disable-failing-endpoints.ts';
import { sweepJob } from '../src/modules/webhooks/sweep-due-work.ts';
import { users, webhookDeliveries, webhookEndpoints } from '../src/platform/db/schema/index.ts';
import { startJobs } from '../src/platform/jobs/start-jobs.ts';
import { findDevMails } from '../src/platform/mail/dev-inbox-repository.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';

type Received = { headers: IncomingHttpHeaders; body: string; verified: Record<string, unknown> | null };
type Endpoint = {
  _id: string;
  url: string;
  events: string[];
  description: string | null;
  enabled: boolean;
  disabled_reason: string | null;
  secret: string;
  mode: string;
};
type Delivery = {
  _id: string;
  event_id: string;
  event: string;
  reference: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_duration_ms: number | null;
  next_attempt_at: string | null;
  created_at: string;
};

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let receiver: Server;
let receiverUrl: string;
let answerWith = 200;
let secret = '';
const received: Received[] = [];
let owner: Record<string, string>;

beforeAll(async () => {
  // Receivers listen on loopback: the development flag lifts the address guard (docs/security.md).
  h = await buildCollectionsApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      let verified: Record<string, unknown> | null = null;
      try {
        verified = new Webhook(secret).verify(body, {
          'webhook-id': String(req.headers['webhook-id']),
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        }) as Record<string, unknown>;
      } catch {
        verified = null;
      }
      received.push({ headers: req.headers, body, verified });
      res.writeHead(answerWith, { 'content-type': 'text/plain' }).end(answerWith === 200 ? 'ok' : 'down');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  owner = await session('marchand@demo.local', 0);
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await h.close();
});

async function session(email: string, mode?: 0 | 1) {
  const login = json<{ token: string }>(await loginAs(h.app, email, DEMO_PASSWORD));
  const headers = { authorization: `Bearer ${login.token}` };
  if (mode !== undefined) {
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/users/check_password',
      payload: { password: DEMO_PASSWORD, mode },
      headers,
    });
  }
  return headers;
}

const deliveryOptions = { allowPrivateTargets: true, scheduleNext: scheduleDelivery };
const deliver = (id: string) => deliverWebhook(h.deps.db, id, deliveryOptions);

async function createEndpoint(payload: Record<string, unknown> = {}) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    payload: { shop: h.sandboxShop.id, url: receiverUrl, ...payload },
    headers: owner,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Endpoint>(response);
}

async function sendTest(endpointId: string) {
  const response = await h.app.inject({
    method: 'POST',
    url: `/api/webhooks/endpoints/${endpointId}/test`,
    headers: owner,
  });
  expect(response.statusCode, response.body).toBe(202);
  return json<{ delivery_id: string }>(response).delivery_id;
}

async function listDeliveries(endpointId: string, query = '') {
  const response = await h.app.inject({
    url: `/api/webhooks/endpoints/${endpointId}/deliveries${query}`,
    headers: owner,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ deliveries: Delivery[]; next_cursor: string | null }>(response);
}

async function payAndSettle() {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: { shop: h.sandboxShop.id, amount: 1_500, phoneNumber: '0197000000' },
    headers: { authorization: `Bearer ${h.sandboxKey}` },
  });
  const { reference } = json<{ reference: string }>(response);
  await h.sim.sim.flush();
  const row = await getTransactionByReference(h.deps.db, reference);
  await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row!.id);
  return reference;
}

describe('webhook endpoints: view, update, secret, test event', () => {
  it('shows an endpoint with its stats, updates it, and re-checks live addresses', async () => {
    const endpoint = await createEndpoint({ description: 'Main' });
    const view = await h.app.inject({ url: `/api/webhooks/endpoints/${endpoint._id}`, headers: owner });
    expect(view.statusCode).toBe(200);
    expect(json(view)).toMatchObject({
      endpoint: { _id: endpoint._id, description: 'Main', enabled: true },
      stats: { succeeded: 0, failed: 0, pending: 0, last_delivery_at: null },
    });
    expect(json<{ endpoint: Endpoint }>(view).endpoint.secret).toMatch(/^whsec_•+/);

    const patched = await h.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/endpoints/${endpoint._id}`,
      payload: { description: 'Orders', events: ['transaction.failed'], enabled: false },
      headers: owner,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(json(patched)).toMatchObject({
      endpoint: { description: 'Orders', events: ['transaction.failed'], enabled: false },
    });
    const cleared = json<{ endpoint: Endpoint }>(
      await h.app.inject({
        method: 'PATCH',
        url: `/api/webhooks/endpoints/${endpoint._id}`,
        payload: { description: null, events: [], enabled: true },
        headers: owner,
      }),
    );
    expect(cleared.endpoint).toMatchObject({ description: null, events: [], enabled: true });

    const bad = await h.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/endpoints/${endpoint._id}`,
      payload: { url: 'ftp://example.com', events: ['nope'] },
      headers: owner,
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'VALIDATION_ERROR' });

    // Live: https, as on creation (private targets, with the development flag off:
    // webhook-targets.integration.test.ts).
    const live = await session('marchand@demo.local', 1);
    const liveEndpoint = await h.app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      payload: { shop: h.liveShop.id, url: 'https://8.8.8.8/hooks' },
      headers: live,
    });
    expect(liveEndpoint.statusCode).toBe(201);
    const liveId = json<Endpoint>(liveEndpoint)._id;
    for (const [url, code] of [['http://example.com/hooks', 'WEBHOOK_HTTPS_REQUIRED']]) {
      const refused = await h.app.inject({
        method: 'PATCH',
        url: `/api/webhooks/endpoints/${liveId}`,
        payload: { url },
        headers: live,
      });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ code });
    }
    // The sandbox session does not see the live endpoint.
    const crossMode = await h.app.inject({ url: `/api/webhooks/endpoints/${liveId}`, headers: owner });
    expect(crossMode.statusCode).toBe(404);
    expect(json(crossMode)).toMatchObject({ code: 'WEBHOOK_ENDPOINT_NOT_FOUND' });
  });

  it('reveals and rolls the signing secret; a test event is signed with the new one and logged', async () => {
    const endpoint = await createEndpoint();
    const revealed = await h.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint._id}/secret/reveal`,
      headers: owner,
    });
    expect(json(revealed)).toEqual({ secret: endpoint.secret });
    const rolled = json<{ secret: string }>(
      await h.app.inject({
        method: 'POST',
        url: `/api/webhooks/endpoints/${endpoint._id}/secret/roll`,
        headers: owner,
      }),
    );
    expect(rolled.secret).toMatch(/^whsec_/);
    expect(rolled.secret).not.toBe(endpoint.secret);
    const again = json<{ secret: string }>(
      await h.app.inject({
        method: 'POST',
        url: `/api/webhooks/endpoints/${endpoint._id}/secret/reveal`,
        headers: owner,
      }),
    );
    expect(again.secret).toBe(rolled.secret);

    secret = rolled.secret;
    answerWith = 200;
    const deliveryId = await sendTest(endpoint._id);
    await deliver(deliveryId);
    const got = received.at(-1)!;
    expect(got.verified).toMatchObject({
      event: 'webhook.test',
      mode: 'SANDBOX',
      status: 'SUCCESSFUL',
      amount: 1000,
      reseau: 'mtn',
    });
    for (const field of ['reference', 'order_id', 'fees', 'callback_info', 'phoneNumber', 'date', 'type']) {
      expect(got.verified).toHaveProperty(field);
    }
    // The old secret no longer verifies.
    expect(() =>
      new Webhook(endpoint.secret).verify(got.body, {
        'webhook-id': String(got.headers['webhook-id']),
        'webhook-timestamp': String(got.headers['webhook-timestamp']),
        'webhook-signature': String(got.headers['webhook-signature']),
      }),
    ).toThrow();

    const detail = await h.app.inject({ url: `/api/webhooks/deliveries/${deliveryId}`, headers: owner });
    expect(detail.statusCode).toBe(200);
    const body = json<{ delivery: Delivery; attempts: Record<string, unknown>[] }>(detail);
    expect(body.delivery).toMatchObject({
      _id: deliveryId,
      event: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
    });
    expect(body.attempts).toHaveLength(1);
    expect(body.attempts[0]).toMatchObject({
      attempt: 1,
      status_code: 200,
      error: null,
      response_body: 'ok',
    });
    expect(body.attempts[0]!.request_body).toContain('"webhook.test"');
    expect(body.attempts[0]!.request_headers).toMatchObject({ 'webhook-id': body.delivery.event_id });
    expect(typeof body.attempts[0]!.duration_ms).toBe('number');

    const listed = await listDeliveries(endpoint._id);
    expect(listed.deliveries.map((d) => d._id)).toEqual([deliveryId]);
    const stats = json<{ stats: Record<string, unknown> }>(
      await h.app.inject({ url: `/api/webhooks/endpoints/${endpoint._id}`, headers: owner }),
    ).stats;
    expect(stats).toMatchObject({ succeeded: 1, failed: 0, pending: 0 });
    expect(stats.last_delivery_at).not.toBeNull();
  });

  it('refuses a test event to a paused endpoint', async () => {
    const endpoint = await createEndpoint();
    await h.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/endpoints/${endpoint._id}`,
      payload: { enabled: false },
      headers: owner,
    });
    const response = await h.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint._id}/test`,
      headers: owner,
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ code: 'WEBHOOK_ENDPOINT_DISABLED' });
  });
});

describe('delivery log: filters, pagination, resend', () => {
  let endpoint: Endpoint;
  const failedIds: string[] = [];
  const succeededIds: string[] = [];
  let transactionDelivery = '';

  beforeAll(async () => {
    // Only this endpoint is enabled on the sandbox shop from here on.
    await h.deps.db
      .update(webhookEndpoints)
      .set({ enabled: false })
      .where(eq(webhookEndpoints.shopId, h.sandboxShop.id));
    endpoint = await createEndpoint({ description: 'Log' });
    secret = endpoint.secret;
    answerWith = 500;
    for (let i = 0; i < 3; i++) {
      const id = await sendTest(endpoint._id);
      await deliver(id);
      failedIds.push(id);
    }
    answerWith = 200;
    for (let i = 0; i < 2; i++) {
      const id = await sendTest(endpoint._id);
      await deliver(id);
      succeededIds.push(id);
    }
    await payAndSettle();
    const all = await h.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint._id));
    transactionDelivery = all.find((d) => ![...failedIds, ...succeededIds].includes(d.id))!.id;
    // The first failed one is exhausted (failed for good), the others wait for a retry.
    await h.deps.db
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, failedIds[0]!));
    // Spread them over days: failed[0] and failed[1] on 2025-03-10, the rest later.
    await h.deps.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date('2025-03-10T08:00:00Z') })
      .where(inArray(webhookDeliveries.id, [failedIds[0]!, failedIds[1]!]));
    await h.deps.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date('2025-03-12T08:00:00Z') })
      .where(eq(webhookDeliveries.id, succeededIds[0]!));
  });

  it('lists newest first, and filters failed only, by event and by date', async () => {
    const all = await listDeliveries(endpoint._id);
    expect(all.deliveries).toHaveLength(6);
    expect(all.next_cursor).toBeNull();
    const times = all.deliveries.map((d) => d.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.deliveries[0]).toMatchObject({
      _id: transactionDelivery,
      event: 'transaction.successful',
      status: 'pending',
    });

    const failed = await listDeliveries(endpoint._id, '?status=failed');
    expect(failed.deliveries.map((d) => d._id).sort()).toEqual([...failedIds].sort());
    const retrying = failed.deliveries.find((d) => d._id === failedIds[2]);
    expect(retrying).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    expect(retrying!.next_attempt_at).not.toBeNull();
    expect(retrying!.last_duration_ms).toEqual(expect.any(Number));
    expect(all.deliveries.find((d) => d._id === transactionDelivery)!.last_duration_ms).toBeNull();
    expect(failed.deliveries.find((d) => d._id === failedIds[0])).toMatchObject({
      status: 'failed',
      next_attempt_at: null,
    });

    const succeeded = await listDeliveries(endpoint._id, '?status=succeeded');
    expect(succeeded.deliveries.map((d) => d._id).sort()).toEqual([...succeededIds].sort());
    const pending = await listDeliveries(endpoint._id, '?status=pending');
    expect(pending.deliveries.map((d) => d._id).sort()).toEqual(
      [failedIds[1], failedIds[2], transactionDelivery].sort(),
    );

    const byEvent = await listDeliveries(endpoint._id, '?event=transaction.successful');
    expect(byEvent.deliveries.map((d) => d._id)).toEqual([transactionDelivery]);
    const tests = await listDeliveries(endpoint._id, '?event=webhook.test');
    expect(tests.deliveries).toHaveLength(5);

    const day = await listDeliveries(endpoint._id, '?from=2025-03-10&to=2025-03-10');
    expect(day.deliveries.map((d) => d._id).sort()).toEqual([failedIds[0], failedIds[1]].sort());
    const period = await listDeliveries(endpoint._id, '?from=2025-03-09T00:00:00Z&to=2025-03-12T23:59:59Z');
    expect(period.deliveries).toHaveLength(3);
    const failedInPeriod = await listDeliveries(endpoint._id, '?status=failed&from=2025-03-01&to=2025-03-31');
    expect(failedInPeriod.deliveries).toHaveLength(2);

    const stats = json<{ stats: Record<string, number> }>(
      await h.app.inject({ url: `/api/webhooks/endpoints/${endpoint._id}`, headers: owner }),
    ).stats;
    expect(stats).toMatchObject({ succeeded: 2, failed: 3, pending: 3 });
  });

  it('pages with a keyset cursor, without gaps or repeats, and refuses a forged cursor', async () => {
    const all = (await listDeliveries(endpoint._id)).deliveries.map((d) => d._id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await listDeliveries(endpoint._id, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.deliveries.length).toBeLessThanOrEqual(2);
      seen.push(...page.deliveries.map((d) => d._id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);

    const failedPage = await listDeliveries(endpoint._id, '?status=failed&limit=2');
    expect(failedPage.deliveries).toHaveLength(2);
    const rest = await listDeliveries(
      endpoint._id,
      `?status=failed&limit=2&cursor=${failedPage.next_cursor}`,
    );
    expect([...failedPage.deliveries, ...rest.deliveries].map((d) => d._id).sort()).toEqual(
      [...failedIds].sort(),
    );
    expect(rest.next_cursor).toBeNull();

    for (const cursorValue of ['nonsense', Buffer.from('["not a time","x"]').toString('base64url')]) {
      const forged = await h.app.inject({
        url: `/api/webhooks/endpoints/${endpoint._id}/deliveries?cursor=${cursorValue}`,
        headers: owner,
      });
      expect(forged.statusCode).toBe(400);
      expect(json(forged)).toMatchObject({ code: 'INVALID_CURSOR' });
    }
    for (const query of ['?limit=0', '?limit=101', '?status=broken', '?from=yesterday']) {
      const bad = await h.app.inject({
        url: `/api/webhooks/endpoints/${endpoint._id}/deliveries${query}`,
        headers: owner,
      });
      expect(bad.statusCode, query).toBe(400);
      expect(json(bad)).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('resends one delivery now, with the same webhook-id', async () => {
    const id = failedIds[0]!;
    const before = await h.app.inject({ url: `/api/webhooks/deliveries/${id}`, headers: owner });
    const { delivery } = json<{ delivery: Delivery }>(before);
    expect(delivery.status).toBe('failed');
    const firstHeaders = received.find((r) => r.headers['webhook-id'] === delivery.event_id);
    expect(firstHeaders).toBeDefined();

    const resent = await h.app.inject({
      method: 'POST',
      url: `/api/webhooks/deliveries/${id}/resend`,
      headers: owner,
    });
    expect(resent.statusCode, resent.body).toBe(202);
    expect(json(resent)).toMatchObject({ delivery: { _id: id, status: 'pending' } });
    expect(json<{ delivery: Delivery }>(resent).delivery.next_attempt_at).not.toBeNull();

    answerWith = 200;
    await deliver(id);
    const last = received.at(-1)!;
    expect(last.headers['webhook-id']).toBe(delivery.event_id);
    expect(last.verified).toMatchObject({ event: 'webhook.test' });
    const after = json<{
      delivery: Delivery;
      attempts: { attempt: number; status_code: number; duration_ms: number }[];
    }>(await h.app.inject({ url: `/api/webhooks/deliveries/${id}`, headers: owner }));
    expect(after.delivery).toMatchObject({ status: 'succeeded', attempts: 2, last_status_code: 200 });
    expect(after.delivery.last_duration_ms).toBe(after.attempts.at(-1)!.duration_ms);
    const listed = json<{ endpoints: { _id: string; last_delivery_at: string | null }[] }>(
      await h.app.inject({ url: `/api/webhooks/endpoints?shop=${h.sandboxShop.id}`, headers: owner }),
    ).endpoints.find((e) => e._id === endpoint._id);
    expect(listed?.last_delivery_at).not.toBeNull();
    expect(after.attempts.map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 200],
    ]);
  });

  it('resends every failed delivery of a period, each with its own webhook-id', async () => {
    // Make failed[1] and failed[2] failed for good; failed[1] is in March 2025, failed[2] is today.
    await h.deps.db
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(inArray(webhookDeliveries.id, [failedIds[1]!, failedIds[2]!]));
    const outOfPeriod = await h.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint._id}/resend-failed`,
      payload: { from: '2025-03-01', to: '2025-03-31' },
      headers: owner,
    });
    expect(outOfPeriod.statusCode, outOfPeriod.body).toBe(202);
    expect(json(outOfPeriod)).toEqual({ count: 1 });
    const rows = await h.deps.db
      .select()
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, [failedIds[1]!, failedIds[2]!]));
    expect(rows.find((r) => r.id === failedIds[1])?.status).toBe('pending');
    expect(rows.find((r) => r.id === failedIds[2])?.status).toBe('failed');

    const { delivery } = json<{ delivery: Delivery }>(
      await h.app.inject({ url: `/api/webhooks/deliveries/${failedIds[1]}`, headers: owner }),
    );
    await deliver(failedIds[1]!);
    expect(received.at(-1)!.headers['webhook-id']).toBe(delivery.event_id);

    // Without a period: everything still failed.
    const rest = await h.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint._id}/resend-failed`,
      headers: owner,
    });
    expect(json(rest)).toEqual({ count: 1 });
    await deliver(failedIds[2]!);
    const none = await h.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint._id}/resend-failed`,
      payload: {},
      headers: owner,
    });
    expect(json(none)).toEqual({ count: 0 });
    expect((await listDeliveries(endpoint._id, '?status=failed')).deliveries).toHaveLength(0);
  });

  it("keeps one merchant's endpoints and deliveries away from another and from members without `developer`", async () => {
    const id = failedIds[0]!;
    const other = await session('nouveau@demo.local');
    const team = await session('equipe@demo.local', 0);
    const calls = [
      { method: 'GET' as const, url: `/api/webhooks/endpoints/${endpoint._id}` },
      {
        method: 'PATCH' as const,
        url: `/api/webhooks/endpoints/${endpoint._id}`,
        payload: { enabled: false },
      },
      { method: 'DELETE' as const, url: `/api/webhooks/endpoints/${endpoint._id}` },
      { method: 'POST' as const, url: `/api/webhooks/endpoints/${endpoint._id}/secret/reveal` },
      { method: 'POST' as const, url: `/api/webhooks/endpoints/${endpoint._id}/secret/roll` },
      { method: 'POST' as const, url: `/api/webhooks/endpoints/${endpoint._id}/test` },
      { method: 'GET' as const, url: `/api/webhooks/endpoints/${endpoint._id}/deliveries` },
      { method: 'POST' as const, url: `/api/webhooks/endpoints/${endpoint._id}/resend-failed`, payload: {} },
      { method: 'GET' as const, url: `/api/webhooks/deliveries/${id}` },
      { method: 'POST' as const, url: `/api/webhooks/deliveries/${id}/resend` },
    ];
    const before = received.length;
    for (const call of calls) {
      const foreign = await h.app.inject({ ...call, headers: other });
      expect(foreign.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(json<{ code: string }>(foreign).code).toMatch(/^WEBHOOK_(ENDPOINT|DELIVERY)_NOT_FOUND$/);
      const denied = await h.app.inject({ ...call, headers: team });
      expect(denied.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(json(denied)).toMatchObject({ code: 'FORBIDDEN' });
    }
    // Nothing changed: still enabled, same secret, nothing queued or sent.
    const [row] = await h.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint._id));
    expect(row).toMatchObject({ enabled: true, secret: endpoint.secret, deletedAt: null });
    const [delivery] = await h.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(delivery?.status).toBe('succeeded');
    expect(received.length).toBe(before);
  });

  it('deletes an endpoint: hidden and no longer delivered to, its log kept', async () => {
    const doomed = await createEndpoint({ description: 'Doomed' });
    const deliveryId = await sendTest(doomed._id);
    const deleted = await h.app.inject({
      method: 'DELETE',
      url: `/api/webhooks/endpoints/${doomed._id}`,
      headers: owner,
    });
    expect(deleted.statusCode).toBe(200);
    expect(json<{ message: string }>(deleted).message).toBeTruthy();
    const listed = json<{ endpoints: Endpoint[] }>(
      await h.app.inject({ url: `/api/webhooks/endpoints?shop=${h.sandboxShop.id}`, headers: owner }),
    );
    expect(listed.endpoints.map((e) => e._id)).not.toContain(doomed._id);
    expect(
      (await h.app.inject({ url: `/api/webhooks/endpoints/${doomed._id}`, headers: owner })).statusCode,
    ).toBe(404);
    expect(
      (await h.app.inject({ url: `/api/webhooks/deliveries/${deliveryId}`, headers: owner })).statusCode,
    ).toBe(404);
    const before = received.length;
    await deliver(deliveryId);
    expect(received.length).toBe(before);
    const [kept] = await h.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    expect(kept).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('the 5-day rule', () => {
  it('disables an endpoint failing for 5 days, tells the owner once by e-mail, and re-enabling resets it', async () => {
    const endpoint = await createEndpoint({ description: 'Flaky' });
    const notices = { mailer: h.deps.mailer, appUrl: 'http://app.test' };
    await h.deps.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 4 * 24 * 3600 * 1000) })
      .where(eq(webhookEndpoints.id, endpoint._id));
    expect(await disableFailingEndpoints(h.deps.db, notices)).toEqual({ disabled: 0, notified: 0 });

    await h.deps.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 5 * 24 * 3600 * 1000 - 60_000) })
      .where(eq(webhookEndpoints.id, endpoint._id));
    const mailsBefore = (await findDevMails(h.deps.db)).length;
    expect(await disableFailingEndpoints(h.deps.db, notices)).toEqual({ disabled: 1, notified: 1 });
    const view = json<{ endpoint: Endpoint }>(
      await h.app.inject({ url: `/api/webhooks/endpoints/${endpoint._id}`, headers: owner }),
    );
    expect(view.endpoint).toMatchObject({ enabled: false, disabled_reason: 'failing_for_5_days' });

    const mails = await findDevMails(h.deps.db);
    expect(mails.length).toBe(mailsBefore + 1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: 'marchand@demo.local',
      subject: 'Votre endpoint de webhook a été désactivé',
    });
    expect(mail!.text).toContain(receiverUrl);
    expect(mail!.text).toContain(h.sandboxShop.name);
    expect(mail!.text).toContain('http://app.test/sandbox/developers/webHooks');

    // Running again (another sweep, another process) sends nothing more.
    expect(await disableFailingEndpoints(h.deps.db, notices)).toEqual({ disabled: 0, notified: 0 });
    expect((await findDevMails(h.deps.db)).length).toBe(mailsBefore + 1);

    const enabled = await h.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/endpoints/${endpoint._id}`,
      payload: { enabled: true },
      headers: owner,
    });
    expect(json(enabled)).toMatchObject({ endpoint: { enabled: true, disabled_reason: null } });
    const [row] = await h.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint._id));
    expect(row).toMatchObject({ failingSince: null, disabledNoticeSentAt: null });
    expect(await disableFailingEndpoints(h.deps.db, notices)).toEqual({ disabled: 0, notified: 0 });
  });

  it("writes the notice in the owner's language", async () => {
    await h.deps.db.update(users).set({ locale: 'en' }).where(eq(users.email, 'marchand@demo.local'));
    const endpoint = await createEndpoint();
    await h.deps.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 6 * 24 * 3600 * 1000) })
      .where(eq(webhookEndpoints.id, endpoint._id));
    await disableFailingEndpoints(h.deps.db, { mailer: h.deps.mailer, appUrl: 'http://app.test' });
    const [mail] = await findDevMails(h.deps.db);
    expect(mail).toMatchObject({ to: 'marchand@demo.local', subject: 'Your webhook endpoint was disabled' });
    expect(mail!.text).toContain('http://app.test/en/sandbox/developers/webHooks');
    await h.deps.db.update(users).set({ locale: 'fr' }).where(eq(users.email, 'marchand@demo.local'));
  });

  it('is applied by the periodic sweeper when it is given a mailer', async () => {
    const endpoint = await createEndpoint({ description: 'Swept' });
    await h.deps.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 6 * 24 * 3600 * 1000) })
      .where(eq(webhookEndpoints.id, endpoint._id));
    const errors: unknown[] = [];
    const log = { info: () => {}, warn: () => {}, error: (obj: object) => errors.push(obj) };
    const sweeper = await startJobs({
      database: h.database,
      definitions: [
        sweepJob({
          intervalMs: 50,
          staleSeconds: 3600,
          webhookNotices: { mailer: h.deps.mailer, appUrl: 'http://app.test' },
        }),
      ],
      log,
      pollingIntervalSeconds: 0.5,
    });
    try {
      for (let i = 0; i < 100; i++) {
        const [row] = await h.deps.db
          .select()
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.id, endpoint._id));
        if (row?.disabledNoticeSentAt) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await sweeper.stop();
    }
    const [row] = await h.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint._id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'failing_for_5_days' });
    expect(row?.disabledNoticeSentAt).not.toBeNull();
    expect(errors).toEqual([]);
  });
});
