import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { forgetApiKeys } from '../src/modules/api-keys/api-key-cache.ts';
import { apiKeys } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';

type ApiKey = {
  _id: string;
  masked: string;
  prefix: string;
  last_four: string;
  status: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  last_used_ip: string | null;
};

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;

beforeAll(async () => {
  h = await buildCollectionsApp();
});
afterAll(async () => {
  await h.close();
});

async function session(email: string, mode?: 0 | 1) {
  const login = json<{ token: string }>(await loginAs(h.app, email, DEMO_PASSWORD));
  const headers = { authorization: `Bearer ${login.token}` };
  if (mode !== undefined) {
    const switched = await h.app.inject({
      method: 'POST',
      url: '/api/auth/users/check_password',
      payload: { password: DEMO_PASSWORD, mode },
      headers,
    });
    expect(switched.statusCode).toBe(200);
  }
  return headers;
}

/** A merchant-API call that answers 404 for a valid key and 401 for a refused one. */
async function useKey(key: string) {
  return h.app.inject({
    url: '/api/transactions/public/single/status/NO-SUCH-REFERENCE',
    headers: { authorization: `Bearer ${key}` },
  });
}

async function expectAccepted(key: string) {
  const response = await useKey(key);
  expect(response.statusCode, response.body).not.toBe(401);
}

async function expectRefused(key: string) {
  const response = await useKey(key);
  expect(response.statusCode).toBe(401);
  expect(json(response)).toMatchObject({ code: 'API_KEY_INVALID' });
}

async function createKey(headers: Record<string, string>, shop: string) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/developers/keys',
    payload: { shop },
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ key: string; api_key: ApiKey }>(response);
}

describe('developers area: API keys', () => {
  it('lists the keys of a shop masked, with its public id and last use, never a full secret', async () => {
    const headers = await session('marchand@demo.local');
    await expectAccepted(h.liveKey);
    const response = await h.app.inject({ url: `/api/developers/keys?shop=${h.liveShop.id}`, headers });
    expect(response.statusCode).toBe(200);
    const body = json<{
      shop: { _id: string; name: string };
      public_id: string;
      mode: string;
      keys: ApiKey[];
    }>(response);
    expect(body).toMatchObject({
      shop: { _id: h.liveShop.id, name: h.liveShop.name },
      public_id: h.liveShop.id,
      mode: 'LIVE',
    });
    expect(body.keys).toHaveLength(1);
    const [key] = body.keys;
    expect(key).toMatchObject({
      status: 'active',
      expires_at: null,
      revoked_at: null,
      last_four: h.liveKey.slice(-4),
    });
    expect(key!.masked).toMatch(/^fp_live_\w{4}…\w{4}$/);
    expect(key!.last_used_at).not.toBeNull();
    expect(key!.last_used_ip).toBeTruthy();
    expect(response.body).not.toContain(h.liveKey);
    expect(response.body).not.toContain(h.liveKey.slice(12, -4));
  });

  it('creates a key shown in full once, usable at once, masked afterwards', async () => {
    const headers = await session('marchand@demo.local', 0);
    const created = await createKey(headers, h.sandboxShop.id);
    expect(created.key).toMatch(/^fp_test_[A-Za-z0-9]{40}$/);
    expect(created.api_key).toMatchObject({
      status: 'active',
      masked: `${created.key.slice(0, 12)}…${created.key.slice(-4)}`,
    });
    await expectAccepted(created.key);
    const listed = await h.app.inject({ url: `/api/developers/keys?shop=${h.sandboxShop.id}`, headers });
    expect(json<{ mode: string }>(listed).mode).toBe('SANDBOX');
    expect(json<{ keys: ApiKey[] }>(listed).keys.map((k) => k._id)).toContain(created.api_key._id);
    expect(listed.body).not.toContain(created.key);
  });

  it('rolls a key: the previous one works during the overlap, then is refused', async () => {
    const headers = await session('marchand@demo.local');
    const original = await createKey(headers, h.liveShop.id);
    const before = Date.now();
    const rolled = await h.app.inject({
      method: 'POST',
      url: `/api/developers/keys/${original.api_key._id}/roll`,
      payload: { overlap_hours: 2 },
      headers,
    });
    expect(rolled.statusCode, rolled.body).toBe(201);
    const body = json<{ key: string; api_key: ApiKey; previous: ApiKey }>(rolled);
    expect(body.key).toMatch(/^fp_live_/);
    expect(body.key).not.toBe(original.key);
    expect(body.api_key.status).toBe('active');
    expect(body.previous).toMatchObject({ _id: original.api_key._id, status: 'expiring' });
    const expiresIn = new Date(body.previous.expires_at!).getTime() - before;
    expect(expiresIn).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(2 * 3_600_000 + 60_000);

    // During the overlap both keys work.
    await expectAccepted(original.key);
    await expectAccepted(body.key);

    // The overlap ends (time moved by moving the stored expiry into the past).
    await h.deps.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(apiKeys.id, original.api_key._id));
    // Written behind the API's back: the process would see it within API_KEY_CACHE_MS; now.
    forgetApiKeys();
    await expectRefused(original.key);
    await expectAccepted(body.key);
    const listed = json<{ keys: ApiKey[] }>(
      await h.app.inject({ url: `/api/developers/keys?shop=${h.liveShop.id}`, headers }),
    );
    expect(listed.keys.find((k) => k._id === original.api_key._id)?.status).toBe('expired');

    // An expired key cannot be rolled again.
    const again = await h.app.inject({
      method: 'POST',
      url: `/api/developers/keys/${original.api_key._id}/roll`,
      headers,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'API_KEY_NOT_ACTIVE' });
  });

  it('rolls with the default overlap of 24 h, or none with overlap_hours 0', async () => {
    const headers = await session('marchand@demo.local');
    const first = await createKey(headers, h.liveShop.id);
    const rolled = json<{ previous: ApiKey }>(
      await h.app.inject({ method: 'POST', url: `/api/developers/keys/${first.api_key._id}/roll`, headers }),
    );
    const hours = (new Date(rolled.previous.expires_at!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const second = await createKey(headers, h.liveShop.id);
    const now = await h.app.inject({
      method: 'POST',
      url: `/api/developers/keys/${second.api_key._id}/roll`,
      payload: { overlap_hours: 0 },
      headers,
    });
    expect(now.statusCode).toBe(201);
    expect(json<{ previous: ApiKey }>(now).previous.status).toBe('expired');
    await expectRefused(second.key);

    const tooLong = await h.app.inject({
      method: 'POST',
      url: `/api/developers/keys/${first.api_key._id}/roll`,
      payload: { overlap_hours: 169 },
      headers,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong)).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('revokes a key at once; revoking again changes nothing; a revoked key cannot be rolled', async () => {
    const headers = await session('marchand@demo.local');
    const created = await createKey(headers, h.liveShop.id);
    await expectAccepted(created.key);
    const revoked = await h.app.inject({
      method: 'POST',
      url: `/api/developers/keys/${created.api_key._id}/revoke`,
      headers,
    });
    expect(revoked.statusCode).toBe(200);
    const body = json<{ api_key: ApiKey }>(revoked);
    expect(body.api_key.status).toBe('revoked');
    await expectRefused(created.key);
    const twice = json<{ api_key: ApiKey }>(
      await h.app.inject({
        method: 'POST',
        url: `/api/developers/keys/${created.api_key._id}/revoke`,
        headers,
      }),
    );
    expect(twice.api_key.revoked_at).toBe(body.api_key.revoked_at);
    const roll = await h.app.inject({
      method: 'POST',
      url: `/api/developers/keys/${created.api_key._id}/roll`,
      headers,
    });
    expect(json(roll)).toMatchObject({ code: 'API_KEY_NOT_ACTIVE' });
  });

  it("keeps one merchant's keys from another merchant, from the other mode and from members without `developer`", async () => {
    const owner = await session('marchand@demo.local');
    const target = await createKey(owner, h.liveShop.id);

    const other = await session('nouveau@demo.local');
    const foreignList = await h.app.inject({
      url: `/api/developers/keys?shop=${h.liveShop.id}`,
      headers: other,
    });
    expect(foreignList.statusCode).toBe(404);
    const foreignSandbox = await h.app.inject({
      url: `/api/developers/keys?shop=${h.sandboxShop.id}`,
      headers: other,
    });
    expect(foreignSandbox.statusCode).toBe(404);
    const foreignCreate = await h.app.inject({
      method: 'POST',
      url: '/api/developers/keys',
      payload: { shop: h.sandboxShop.id },
      headers: other,
    });
    expect(foreignCreate.statusCode).toBe(404);
    for (const action of ['roll', 'revoke']) {
      const response = await h.app.inject({
        method: 'POST',
        url: `/api/developers/keys/${target.api_key._id}/${action}`,
        headers: other,
      });
      expect(response.statusCode, action).toBe(404);
      expect(json(response)).toMatchObject({ code: 'API_KEY_NOT_FOUND' });
    }
    await expectAccepted(target.key);

    // The owner's sandbox session does not reach live keys.
    const sandbox = await session('marchand@demo.local', 0);
    const crossMode = await h.app.inject({
      method: 'POST',
      url: `/api/developers/keys/${target.api_key._id}/revoke`,
      headers: sandbox,
    });
    expect(crossMode.statusCode).toBe(404);
    await expectAccepted(target.key);

    const team = await session('equipe@demo.local');
    const calls = [
      { method: 'GET' as const, url: `/api/developers/keys?shop=${h.liveShop.id}` },
      { method: 'POST' as const, url: '/api/developers/keys', payload: { shop: h.liveShop.id } },
      { method: 'POST' as const, url: `/api/developers/keys/${target.api_key._id}/roll` },
      { method: 'POST' as const, url: `/api/developers/keys/${target.api_key._id}/revoke` },
    ];
    for (const call of calls) {
      const response = await h.app.inject({ ...call, headers: team });
      expect(response.statusCode, call.url).toBe(403);
      expect(json(response)).toMatchObject({ code: 'FORBIDDEN' });
    }
    await expectAccepted(target.key);
  });

  it('documents the developer calls in the OpenAPI reference', async () => {
    const response = await h.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(response).paths);
    for (const path of [
      '/api/developers/keys',
      '/api/developers/keys/{id}/roll',
      '/api/developers/keys/{id}/revoke',
      '/api/webhooks/endpoints/{id}',
      '/api/webhooks/endpoints/{id}/deliveries',
      '/api/webhooks/endpoints/{id}/resend-failed',
      '/api/webhooks/deliveries/{id}/resend',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
