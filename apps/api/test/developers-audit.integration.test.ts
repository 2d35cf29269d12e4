import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { auditLog } from '../src/platform/db/schema/index.ts';
import { buildTestApp, json, loginAs, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  // The endpoint below targets loopback: the development flag lifts the address guard.
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  await seedDemo(t.deps.db, 'test');
});
afterAll(() => t.close());

describe('security events of the developers area', () => {
  it('records who created, rolled and revoked a key, and revealed or rolled a webhook secret', async () => {
    const login = json<{ token: string; user: { _id: string } }>(
      await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD),
    );
    const headers = { authorization: `Bearer ${login.token}`, 'user-agent': 'audit-test' };
    // The sandbox: its endpoints may target loopback (a live one needs a resolvable public host).
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/check_password',
      payload: { password: DEMO_PASSWORD, mode: 0 },
      headers,
    });
    const shops = json<{ shop: { _id: string }[] }>(
      await t.app.inject({ url: `/api/shop/${login.user._id}/get`, headers }),
    );
    const shop = shops.shop[0]!._id;
    const created = json<{ api_key: { _id: string } }>(
      await t.app.inject({ method: 'POST', url: '/api/developers/keys', payload: { shop }, headers }),
    );
    const rolled = json<{ api_key: { _id: string } }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/developers/keys/${created.api_key._id}/roll`,
        payload: { overlap_hours: 1 },
        headers,
      }),
    );
    await t.app.inject({ method: 'POST', url: `/api/developers/keys/${rolled.api_key._id}/revoke`, headers });
    const endpoint = json<{ _id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        payload: { shop, url: 'http://127.0.0.1:9/hooks' },
        headers,
      }),
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint._id}/secret/reveal`,
      headers,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint._id}/secret/roll`,
      headers,
    });

    const events = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        inArray(auditLog.event, [
          'api_key.created',
          'api_key.rolled',
          'api_key.revoked',
          'webhook.secret_revealed',
          'webhook.secret_rolled',
        ]),
      );
    expect(events.map((e) => e.event).sort()).toEqual([
      'api_key.created',
      'api_key.revoked',
      'api_key.rolled',
      'webhook.secret_revealed',
      'webhook.secret_rolled',
    ]);
    expect(events.every((e) => e.userId === login.user._id && e.userAgent === 'audit-test')).toBe(true);
  });
});
