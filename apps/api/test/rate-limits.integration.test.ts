import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';

/**
 * Issue 16, item 5: rate limits on the merchant API (per key), the public checkout, link and page
 * routes and the operator callbacks (per address), counted in the database. Three requests per
 * window here (a day long, so no window ends during the test).
 */
let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
beforeAll(async () => {
  h = await buildCollectionsApp({
    env: {
      RATE_LIMIT_WINDOW_SECONDS: '86400',
      RATE_LIMIT_API_KEY_MAX: '3',
      RATE_LIMIT_PUBLIC_MAX: '3',
      RATE_LIMIT_CALLBACKS_MAX: '3',
    },
  });
});
afterAll(() => h.close());

async function fourTimes(app: FastifyInstance, request: InjectOptions) {
  const answers: LightMyRequestResponse[] = [];
  for (let i = 0; i < 4; i++) answers.push(await app.inject(request));
  return answers;
}

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(86400);
  expect(json(response)).toEqual({
    code: 'RATE_LIMITED',
    message: `Trop de requêtes : réessayez dans ${retryAfter} seconde(s).`,
    retry_after: retryAfter,
  });
}

describe('rate limits', () => {
  it('limits the merchant API per key: the fourth call is 429 with Retry-After, other keys go on', async () => {
    const balance = (key: string, shop: string): InjectOptions => ({
      url: `/api/balance/public/getByShop/${shop}`,
      headers: { authorization: `Bearer ${key}` },
    });
    const answers = await fourTimes(h.app, balance(h.sandboxKey, h.sandboxShop.id));
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expectLimited(answers[3]!);
    // A collection with the same key is refused too, before anything is written.
    const collect = await h.app.inject({
      method: 'POST',
      url: '/api/transactions/public/requesttopay/mtn',
      headers: { authorization: `Bearer ${h.sandboxKey}`, 'accept-language': 'en' },
      payload: { shop: h.sandboxShop.id, amount: 1000, phoneNumber: '0197000000' },
    });
    expect(collect.statusCode).toBe(429);
    expect(json(collect)).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests/),
    });
    expect((await h.app.inject(balance(h.liveKey, h.liveShop.id))).statusCode).toBe(200);
  });

  it('limits the public checkout, link and page routes per address', async () => {
    const page = (remoteAddress: string): InjectOptions => ({
      url: '/api/public/payment-pages/nope',
      remoteAddress,
    });
    const answers = await fourTimes(h.app, page('203.0.113.5'));
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([404, 404, 404]);
    expectLimited(answers[3]!);
    // The family is counted per address, across its routes.
    const session = await h.app.inject({
      url: '/api/checkout/public/sessions/nope',
      remoteAddress: '203.0.113.5',
    });
    expectLimited(session);
    expect((await h.app.inject(page('203.0.113.6'))).statusCode).toBe(404);
  });

  it('limits operator callbacks per address', async () => {
    const answers = await fourTimes(h.app, {
      method: 'POST',
      url: '/api/operators/callbacks/mtn/sandbox',
      payload: { referenceId: 'nope' },
      remoteAddress: '198.51.100.20',
    });
    for (const a of answers.slice(0, 3)) expect(a.statusCode).not.toBe(429);
    expectLimited(answers[3]!);
  });

  it('counts in the database: a second API process sees the hits of the first', async () => {
    const other = await buildApp(h.deps, { devInbox: false });
    await other.ready();
    try {
      const page: InjectOptions = { url: '/api/public/payment-pages/nope', remoteAddress: '203.0.113.40' };
      for (let i = 0; i < 3; i++) expect((await h.app.inject(page)).statusCode).toBe(404);
      expectLimited(await other.inject(page));
    } finally {
      await other.close();
    }
  });

  it('leaves the dashboard and sign-in to their own rules', async () => {
    const login = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD));
    for (let i = 0; i < 6; i++) {
      const me = await h.app.inject({
        url: '/api/auth/users/user',
        headers: { authorization: `Bearer ${login.token}` },
      });
      expect(me.statusCode).toBe(200);
    }
  });
});
