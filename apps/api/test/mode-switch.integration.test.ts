import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { buildTestApp, json, loginAs, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
});
afterAll(() => t.close());

type Session = { token: string; user: { in_sandbox: boolean } };
const switchMode = (token: string, payload: object, lang = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/users/check_password',
    payload,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
const me = async (token: string) =>
  json<{ user: { in_sandbox: boolean } }>(
    await t.app.inject({ url: '/api/auth/users/user', headers: { authorization: `Bearer ${token}` } }),
  ).user;

describe('sandbox switch on the session', () => {
  it('enters the sandbox and comes back to live after the password, with the spec messages', async () => {
    const { token } = json<Session>(await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD));
    const wrong = await switchMode(token, { password: 'nope', mode: 0 });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Mot de passe incorrect.' });
    expect((await me(token)).in_sandbox).toBe(false);

    const missing = await switchMode(token, { mode: 0 });
    expect(json(missing)).toMatchObject({ details: [{ path: 'password', message: 'Password is required' }] });

    const inSandbox = await switchMode(token, { password: DEMO_PASSWORD, mode: 0 });
    expect(json(inSandbox)).toEqual({ valid: true, message: 'Bienvenu dans la sandbox.', in_sandbox: true });
    expect((await me(token)).in_sandbox).toBe(true);

    const live = await switchMode(token, { password: DEMO_PASSWORD, mode: 1 }, 'en');
    expect(json(live)).toEqual({ valid: true, message: 'Welcome to live mode.', in_sandbox: false });
    expect((await me(token)).in_sandbox).toBe(false);
  });

  it('keeps each session in its own mode', async () => {
    const a = json<Session>(await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD));
    const b = json<Session>(await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD));
    await switchMode(a.token, { password: DEMO_PASSWORD, mode: 0 });
    expect((await me(a.token)).in_sandbox).toBe(true);
    expect((await me(b.token)).in_sandbox).toBe(false);
  });

  it('keeps a merchant not yet validated in the sandbox', async () => {
    const { token, user } = json<Session>(await loginAs(t.app, 'nouveau@demo.local', DEMO_PASSWORD));
    expect(user.in_sandbox).toBe(true);
    const live = await switchMode(token, { password: DEMO_PASSWORD, mode: 1 });
    expect(live.statusCode).toBe(403);
    expect(json(live)).toMatchObject({ code: 'MERCHANT_NOT_VALIDATED' });
    expect((await me(token)).in_sandbox).toBe(true);
  });
});
