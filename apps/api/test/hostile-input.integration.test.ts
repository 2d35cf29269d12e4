import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoApiKeys } from '../src/composition/seed/demo-keys.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { STAFF_DEMO_EMAILS } from '../src/composition/seed/demo-seed-admin.ts';
import { buildTestApp, json, loginAs, type TestApp } from './helper.ts';

/**
 * Hostile text and wrong types never answer 500: every route with a body or a parameter gets NUL
 * characters, lone surrogates, huge strings and values of the wrong type, signed in as the demo
 * merchant (session routes) or with its API key (merchant API routes).
 */
type Route = { method: string; url: string; schema: NonNullable<RouteOptions['schema']> | undefined };
const routes: Route[] = [];
let t: TestApp;
let sessionToken: string;
let apiKey: string;
let shopId: string;

beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({ method, url: route.url, schema: route.schema });
      }
    },
  });
  await seedDemo(t.deps.db, 'test');
  const keys = await seedDemoApiKeys(t.deps.db);
  apiKey = keys!.sandboxKey;
  shopId = keys!.sandboxShopId;
  sessionToken = json<{ token: string }>(await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
});
afterAll(() => t.close());

/** The top-level fields a zod object schema names (empty when it is not an object). */
function fieldsOf(schema: unknown): string[] {
  let current = schema as
    | { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } }
    | undefined;
  for (let i = 0; i < 5 && current; i++) {
    if (current.shape) return Object.keys(current.shape);
    const def = current._zod?.def;
    current = (def?.innerType ?? def?.in ?? def?.schema) as typeof current;
  }
  return [];
}

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const fuzzed = () =>
  routes.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      !r.url.includes('logout') &&
      (paramsOf(r.url).length > 0 || r.schema?.body || r.schema?.querystring || r.method !== 'GET'),
  );
const authFor = (route: Route) => {
  const security = JSON.stringify(route.schema?.security ?? '');
  return `Bearer ${security.includes('apiKey') ? apiKey : sessionToken}`;
};
const pathWith = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? shopId);

const badText = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', 'x'.repeat(300_000)];
const wrongTypes = [true, null, [1], {}, { a: '\u0000' }, -1, 1.5, 1e308, '9'.repeat(400), [['\ud800']]];
const hostile = fc.oneof(
  fc.constantFrom<unknown>(...badText, ...wrongTypes),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }),
);

type Failure = { method: string; url: string; status: number; case: string };

async function send(
  route: Route,
  url: string,
  payload: unknown,
  failures: Failure[],
  auth: (route: Route) => string,
  label: string,
) {
  const response = await t.app.inject({
    method: route.method as 'POST',
    url,
    headers: { authorization: auth(route), 'content-type': 'application/json' },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(payload) }),
  });
  if (response.statusCode >= 500)
    failures.push({ method: route.method, url, status: response.statusCode, case: label });
  return response;
}

/**
 * Sends every hostile case to each route of `selected`, authorized as `auth` says; answers the
 * cases answered 5xx.
 */
async function fuzz(selected: Route[], auth: (route: Route) => string, numRuns: number): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const route of selected) {
    const params = paramsOf(route.url);
    // Bad text in each path parameter (percent-encoded: NUL, an encoded lone surrogate, a huge one).
    for (const name of params) {
      for (const raw of ['a%00b', '%ED%A0%80', 'x'.repeat(5_000)]) {
        await send(
          route,
          pathWith(route.url, { [name]: raw }),
          {},
          failures,
          auth,
          `param ${name}=${raw.slice(0, 12)}`,
        );
      }
    }
    // Bad text in each query parameter.
    for (const name of fieldsOf(route.schema?.querystring)) {
      await send(
        route,
        `${pathWith(route.url, {})}?${name}=a%00b&shop=${shopId}`,
        {},
        failures,
        auth,
        `query ${name}`,
      );
    }
    if (route.method === 'GET' || route.method === 'DELETE') continue;
    // Bodies: each known field hostile in turn, then random hostile bodies.
    const fields = fieldsOf(route.schema?.body);
    const base = Object.fromEntries(fields.map((f) => [f, f === 'shop' ? shopId : 'x']));
    for (const field of fields) {
      for (const value of ['a\u0000b', '\ud800', wrongTypes[2]]) {
        await send(
          route,
          pathWith(route.url, {}),
          { ...base, [field]: value },
          failures,
          auth,
          `body ${field}`,
        );
      }
    }
    // Random hostile bodies; every 5xx is collected (the property itself only fails on a throw).
    await fc.assert(
      fc.asyncProperty(
        fields.length > 0
          ? fc.record(Object.fromEntries(fields.map((f) => [f, hostile])), { requiredKeys: [] })
          : hostile,
        async (body) => {
          await send(
            route,
            pathWith(route.url, {}),
            body,
            failures,
            auth,
            `random body ${JSON.stringify(body)?.slice(0, 80)}`,
          );
        },
      ),
      { numRuns, seed: 16 },
    );
  }
  return failures;
}

describe('hostile input on every route', () => {
  it('enumerates the routes', () => {
    expect(fuzzed().length).toBeGreaterThan(60);
  });

  it('answers no 500 to NUL, surrogates, huge strings or wrong types in parameters and bodies', {
    timeout: 120_000,
  }, async () => {
    expect(await fuzz(fuzzed(), authFor, 4)).toEqual([]);
  });

  it('answers no 500 on the back-office and agents routes either, signed in as each staff role and as an agent', {
    timeout: 120_000,
  }, async () => {
    const failures: Failure[] = [];
    for (const [prefix, emails] of [
      ['/api/admin/', STAFF_DEMO_EMAILS],
      ['/api/commercial/', ['commercial@demo.local']],
    ] as const) {
      const routes = fuzzed().filter((route) => route.url.startsWith(prefix));
      expect(routes.length, prefix).toBeGreaterThan(0);
      for (const email of emails) {
        const token = json<{ token: string }>(await loginAs(t.app, email, DEMO_PASSWORD)).token;
        expect(token, email).toBeTruthy();
        failures.push(...(await fuzz(routes, () => `Bearer ${token}`, 2)));
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses bad text with one code, on unauthenticated routes too', async () => {
    for (const [method, url] of [
      ['GET', '/api/public/payment-pages/a%00b'],
      ['POST', '/api/public/payment-links/a%00b/open'],
      ['GET', '/api/checkout/public/sessions/cs_%00'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, url).toBe(400);
      expect(json(response)).toMatchObject({ code: 'INVALID_TEXT' });
    }
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/login',
      payload: { email: 'marchand@demo.local', password: '\ud800' },
    });
    expect(body.statusCode).toBe(400);
    expect(json(body)).toMatchObject({ code: 'INVALID_TEXT' });
  });

  it('refuses a body whose declared charset is not UTF-8', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/login',
      payload: JSON.stringify({ email: 'marchand@demo.local', password: 'x' }),
      headers: { 'content-type': 'application/json; charset=ISO-8859-1' },
    });
    expect(response.statusCode).toBe(415);
    expect(json(response)).toMatchObject({ code: 'UNSUPPORTED_CHARSET' });
    const utf8 = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/login',
      payload: JSON.stringify({ email: 'marchand@demo.local', password: 'wrong' }),
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    });
    expect(utf8.statusCode).toBe(401);
  });

  it('caps callback_info at 4 KB serialized', async () => {
    const pay = (callbackInfo: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions/public/requesttopay/mtn',
        payload: {
          shop: shopId,
          amount: 500,
          phoneNumber: '+229 01 97 00 00 04',
          callback_info: callbackInfo,
        },
        headers: { authorization: `Bearer ${apiKey}` },
      });
    const big = await pay({ order: 'x'.repeat(600 * 1024) });
    expect(big.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(big).details[0]?.path).toBe('callback_info');
    expect((await pay({ order: 'x'.repeat(4_000) })).statusCode).toBe(202);
  });

  it('refuses amount_min of true, [1] or null in transactions/readall', async () => {
    for (const amount_min of [true, [1], null, '12x']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/transactions/readall',
        payload: { shop: shopId, amount_min },
        headers: { authorization: `Bearer ${sessionToken}` },
      });
      expect(response.statusCode, JSON.stringify(amount_min)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});
