import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { scheduleDelivery } from '../src/modules/webhooks/deliver-webhook.job.ts';
import { deliverWebhook } from '../src/modules/webhooks/deliver-webhook.ts';
import { webhookAttempts, webhookDeliveries } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';

type Received = { headers: IncomingHttpHeaders; body: string; verified: unknown };

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let receiver: Server;
let receiverUrl: string;
let answerWith = 200;
const received: Received[] = [];
let secret = '';

beforeAll(async () => {
  // Receivers listen on loopback: the development flag lifts the address guard (docs/security.md).
  h = await buildCollectionsApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      let verified: unknown = null;
      try {
        verified = new Webhook(secret).verify(body, {
          'webhook-id': String(req.headers['webhook-id']),
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        });
      } catch {
        verified = null;
      }
      received.push({ headers: req.headers, body, verified });
      res.writeHead(answerWith, { 'content-type': 'text/plain' }).end(answerWith === 200 ? 'ok' : 'boom');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await h.close();
});

async function ownerSession(mode: 0 | 1) {
  const login = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD));
  await h.app.inject({
    method: 'POST',
    url: '/api/auth/users/check_password',
    payload: { password: DEMO_PASSWORD, mode },
    headers: { authorization: `Bearer ${login.token}` },
  });
  return { authorization: `Bearer ${login.token}` };
}

async function payAndSettle(ending: string) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: {
      shop: h.sandboxShop.id,
      amount: 2_500,
      phoneNumber: `01970000${ending}`,
      callback_info: { order: 77 },
    },
    headers: { authorization: `Bearer ${h.sandboxKey}` },
  });
  const { reference } = json<{ reference: string }>(response);
  await h.sim.sim.flush();
  const row = await getTransactionByReference(h.deps.db, reference);
  await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row!.id);
  return reference;
}

const deliveryOptions = { allowPrivateTargets: true, scheduleNext: scheduleDelivery };

describe('webhooks to merchants', () => {
  it('delivers a signed event that the Standard Webhooks library verifies', async () => {
    const headers = await ownerSession(0);
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      payload: { shop: h.sandboxShop.id, url: receiverUrl, description: 'Local receiver' },
      headers,
    });
    expect(created.statusCode).toBe(201);
    const endpoint = json<{ _id: string; secret: string; mode: string }>(created);
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(endpoint.mode).toBe('SANDBOX');
    secret = endpoint.secret;
    const listed = json<{ endpoints: { secret: string }[] }>(
      await h.app.inject({ url: `/api/webhooks/endpoints?shop=${h.sandboxShop.id}`, headers }),
    );
    expect(listed.endpoints[0]?.secret).toMatch(/^whsec_•+/);

    const reference = await payAndSettle('00');
    const [delivery] = await h.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint._id));
    expect(delivery?.status).toBe('pending');
    await deliverWebhook(h.deps.db, delivery!.id, deliveryOptions);

    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got?.verified).toMatchObject({
      event: 'transaction.successful',
      mode: 'SANDBOX',
      reference,
      status: 'SUCCESSFUL',
      amount: 2_500,
      callback_info: { order: 77 },
      reseau: 'mtn',
    });
    for (const field of [
      'order_id',
      'first_name',
      'last_name',
      'email',
      'type',
      'phoneNumber',
      'date',
      'description',
      'reason',
    ]) {
      expect(JSON.parse(got!.body)).toHaveProperty(field);
    }
    const [done] = await h.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery!.id));
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200 });
  });

  it('logs a failed attempt, schedules the next one 5 s later, then succeeds', async () => {
    answerWith = 500;
    await payAndSettle('00');
    const deliveries = await h.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'pending'));
    expect(deliveries).toHaveLength(1);
    const id = deliveries[0]!.id;
    const before = Date.now();
    await deliverWebhook(h.deps.db, id, deliveryOptions);
    const [failed] = await h.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    const wait = failed!.nextAttemptAt!.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(4_000);
    expect(wait).toBeLessThan(7_000);

    answerWith = 200;
    await deliverWebhook(h.deps.db, id, deliveryOptions);
    const attempts = await h.deps.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, id));
    expect(attempts.map((a) => [a.attempt, a.statusCode])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    expect(attempts[0]?.responseBody).toBe('boom');
    // Both attempts carried the same webhook-id: receivers can deduplicate.
    const ids = received.slice(-2).map((r) => r.headers['webhook-id']);
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses http targets for live endpoints (private ones: webhook-targets.integration.test.ts)', async () => {
    const headers = await ownerSession(1);
    const http = await h.app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      payload: { shop: h.liveShop.id, url: 'http://example.com/hooks' },
      headers,
    });
    expect(json(http)).toMatchObject({ code: 'WEBHOOK_HTTPS_REQUIRED' });
  });

  it("keeps a merchant's endpoints away from another merchant and from team members without `developer`", async () => {
    const other = json<{ token: string }>(await loginAs(h.app, 'nouveau@demo.local', DEMO_PASSWORD));
    const foreign = await h.app.inject({
      url: `/api/webhooks/endpoints?shop=${h.sandboxShop.id}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    const team = json<{ token: string }>(await loginAs(h.app, 'equipe@demo.local', DEMO_PASSWORD));
    const denied = await h.app.inject({
      url: `/api/webhooks/endpoints?shop=${h.liveShop.id}`,
      headers: { authorization: `Bearer ${team.token}` },
    });
    expect(denied.statusCode).toBe(403);
  });
});
