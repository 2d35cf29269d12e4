import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { scheduleDelivery } from '../src/modules/webhooks/deliver-webhook.job.ts';
import { deliverWebhook } from '../src/modules/webhooks/deliver-webhook.ts';
import type { Resolver } from '../src/modules/webhooks/target-guard.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { newId } from '../src/platform/db/ids.ts';
import { webhookAttempts, webhookEndpoints } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';

/**
 * Issue 16, item 4 (SSRF): with the development flag off (the default), no webhook target may be
 * inward, in the sandbox as in live, on creation, on update and at each delivery.
 */
let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let receiver: Server;
let receiverPort = 0;
let hits = 0;
let apiUrl = '';

beforeAll(async () => {
  h = await buildCollectionsApp();
  receiver = createServer((req, res) => {
    hits++;
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(5000)));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverPort = (receiver.address() as AddressInfo).port;
  // The API itself, listening as in production.
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  receiver.close();
  await h.close();
  await h.sim.close();
});

async function session(email: string, mode: 0 | 1) {
  const login = json<{ token: string }>(await loginAs(h.app, email, DEMO_PASSWORD));
  const headers = { authorization: `Bearer ${login.token}` };
  await h.app.inject({
    method: 'POST',
    url: '/api/auth/users/check_password',
    payload: { password: DEMO_PASSWORD, mode },
    headers,
  });
  return headers;
}

const inward = [
  'http://127.0.0.1:9/hooks',
  'http://10.0.0.7/hooks',
  'http://172.20.1.1/hooks',
  'http://192.168.1.10/hooks',
  'http://100.64.3.4/hooks',
  'http://169.254.169.254/latest/meta-data/',
  'http://0.0.0.0:9/hooks',
  'http://224.0.0.1/hooks',
  'http://255.255.255.255/hooks',
  'http://[::1]:9/hooks',
  'http://[fd00::1]/hooks',
  'http://[fe80::1]/hooks',
  'http://[::ffff:127.0.0.1]:9/hooks',
  'http://[::ffff:169.254.169.254]/hooks',
  'http://2130706433:9/hooks',
  'http://localhost:9/hooks',
];

describe('webhook endpoints refuse inward targets', () => {
  it('refuses every inward range for a sandbox endpoint, the simulator and the API included', async () => {
    const sandbox = await session('marchand@demo.local', 0);
    for (const url of [...inward, `${h.simUrl}/_sim/reset`, `${apiUrl}/api/health`]) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        payload: { shop: h.sandboxShop.id, url },
        headers: sandbox,
      });
      expect(response.statusCode, url).toBe(400);
      expect(json(response), url).toEqual({
        code: 'WEBHOOK_TARGET_REFUSED',
        message: 'Cette adresse pointe vers un réseau privé, local ou interne : elle est refusée.',
      });
    }
  });

  it('refuses them for a live endpoint and on update, in the caller’s language', async () => {
    const live = await session('marchand@demo.local', 1);
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      payload: { shop: h.liveShop.id, url: 'https://127.0.0.1/hooks' },
      headers: { ...live, 'accept-language': 'en' },
    });
    expect(json(refused)).toEqual({
      code: 'WEBHOOK_TARGET_REFUSED',
      message: 'This address points to a private, local or internal network: it is refused.',
    });
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      payload: { shop: h.liveShop.id, url: 'https://8.8.8.8/hooks' },
      headers: live,
    });
    expect(created.statusCode).toBe(201);
    const updated = await h.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/endpoints/${json<{ _id: string }>(created)._id}`,
      payload: { url: 'https://10.0.0.1/hooks' },
      headers: { ...live, 'accept-language': 'es' },
    });
    expect(updated.statusCode).toBe(400);
    expect(json(updated)).toEqual({
      code: 'WEBHOOK_TARGET_REFUSED',
      message: 'Esta dirección apunta a una red privada, local o interna: se rechaza.',
    });
  });
});

describe('each delivery checks its target again', () => {
  /** An endpoint stored as if its address had passed the check earlier (a DNS change since). */
  async function endpointAt(url: string) {
    const id = newId('whe');
    await h.deps.db.insert(webhookEndpoints).values({
      id,
      merchantId: h.merchantId,
      shopId: h.sandboxShop.id,
      mode: 0,
      url,
      secret: 'whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ=',
    });
    return id;
  }
  async function testDelivery(endpointId: string) {
    const sandbox = await session('marchand@demo.local', 0);
    const sent = await h.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpointId}/test`,
      headers: sandbox,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    return json<{ delivery_id: string }>(sent).delivery_id;
  }
  const attemptsOf = (deliveryId: string) =>
    h.deps.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId));
  const deliver = (id: string, extra: { allowPrivateTargets?: boolean; resolve?: Resolver } = {}) =>
    deliverWebhook(h.deps.db, id, { allowPrivateTargets: false, scheduleNext: scheduleDelivery, ...extra });

  it('refuses the simulator’s /_sim/reset and the API itself without sending anything', async () => {
    for (const url of [
      `${h.simUrl}/_sim/reset`,
      `${apiUrl}/api/auth/users/user`,
      `http://localhost:${receiverPort}/`,
    ]) {
      const deliveryId = await testDelivery(await endpointAt(url));
      await deliver(deliveryId);
      const [attempt] = await attemptsOf(deliveryId);
      expect(attempt, url).toMatchObject({ error: 'private_target', statusCode: null, responseBody: null });
    }
    expect(hits).toBe(0);
  });

  it('connects to the address it checked: a host resolving to loopback is refused (DNS rebinding)', async () => {
    const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const deliveryId = await testDelivery(await endpointAt(`http://hooks.merchant.test:${receiverPort}/in`));
    await deliver(deliveryId, { resolve: toLoopback });
    expect((await attemptsOf(deliveryId))[0]).toMatchObject({ error: 'private_target', statusCode: null });
    expect(hits).toBe(0);

    // With the development flag, the request goes to the address the resolver gave (the system's
    // resolver does not know this host): the connection uses what was checked, not a new lookup.
    const allowed = await testDelivery(await endpointAt(`http://hooks.merchant.test:${receiverPort}/in`));
    await deliver(allowed, { allowPrivateTargets: true, resolve: toLoopback });
    const [attempt] = await attemptsOf(allowed);
    expect(attempt).toMatchObject({ error: null, statusCode: 200 });
    expect(hits).toBe(1);
    // The merchant server's answer is kept truncated to 1 KB.
    expect(attempt!.responseBody).toBe(`${'x'.repeat(1024)}…`);
  });

  it('shows the attempts only to the endpoint’s merchant', async () => {
    const deliveryId = await testDelivery(await endpointAt(`${h.simUrl}/_sim/reset`));
    await deliver(deliveryId);
    const own = await h.app.inject({
      url: `/api/webhooks/deliveries/${deliveryId}`,
      headers: await session('marchand@demo.local', 0),
    });
    expect(own.statusCode).toBe(200);
    const other = await h.app.inject({
      url: `/api/webhooks/deliveries/${deliveryId}`,
      headers: await session('nouveau@demo.local', 0),
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('the development flag', () => {
  it('is off by default and refused at start in production', () => {
    expect(h.deps.config.allowPrivateWebhookTargets).toBe(false);
    const base = { DATA_DIR: '/tmp/unused', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).allowPrivateWebhookTargets).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'development', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }),
    ).toMatchObject({ allowPrivateWebhookTargets: true });
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }),
    ).toThrow(/WEBHOOK_ALLOW_PRIVATE_TARGETS/);
  });
});
