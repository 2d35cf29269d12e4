import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { multipart } from './helper.ts';

/** Signs the demo merchant in and moves the session to the sandbox; answers the auth headers. */
export async function demoSandboxSession(app: FastifyInstance, email = 'marchand@demo.local') {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/users/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  const { token } = login.json() as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const switched = await app.inject({
    method: 'POST',
    url: '/api/auth/users/check_password',
    headers,
    payload: { password: DEMO_PASSWORD, mode: 0 },
  });
  if (switched.statusCode !== 200) throw new Error(`sandbox switch failed: ${switched.body}`);
  return headers;
}

/** Uploads a list file through the API as the browser would. */
export async function uploadList(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file: { name: string; data: Buffer },
  locale?: string,
) {
  const form = await multipart(fields, { file });
  return app.inject({
    method: 'POST',
    url: '/api/payout-lists/upload',
    headers: { ...headers, ...form.headers, ...(locale ? { 'accept-language': locale } : {}) },
    payload: form.payload,
  });
}
