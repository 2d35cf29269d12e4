import { type APIRequestContext, expect } from '@playwright/test';

const MERCHANT = 'marchand@demo.local';
const PASSWORD = 'Demo1234!';

/**
 * The demo merchant's sandbox secret key (what DEMO_SANDBOX_KEY is at start): the journeys cannot
 * read the server's output, so they make one the way a merchant does (sign in, enter the
 * sandbox with the password, create a key for the first sandbox shop).
 */
export async function demoSandboxKey(request: APIRequestContext): Promise<{ key: string; shop: string }> {
  const login = await request.post('/api/auth/users/login', {
    data: { email: MERCHANT, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const headers = { authorization: `Bearer ${token}` };
  const sandbox = await request.post('/api/auth/users/check_password', {
    headers,
    data: { password: PASSWORD, mode: 0 },
  });
  expect(sandbox.status()).toBe(200);
  const shops = (await (await request.get(`/api/shop/${user._id}/get`, { headers })).json()) as {
    shop: { _id: string }[];
  };
  const shop = shops.shop[0]!._id;
  const created = await request.post('/api/developers/keys', { headers, data: { shop } });
  expect(created.status()).toBe(201);
  return { key: ((await created.json()) as { key: string }).key, shop };
}

/** A hosted checkout opened through the merchant API with the sandbox key. */
export async function openHostedCheckout(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<{ id: string; checkout_url: string }> {
  const { key, shop } = await demoSandboxKey(request);
  const response = await request.post('/api/checkout/public/sessions', {
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    data: { shop, ...body },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; checkout_url: string };
}

/** The simulator's control plane (it listens next to the app). */
export function simulatorUrl(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://127.0.0.1:3210');
  return `http://127.0.0.1:${Number(url.port) + 1}`;
}

export const RETURN_URL = 'https://boutique.example/merci';
