import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { auditLog, users } from '../src/platform/db/schema/index.ts';
import { buildTestApp, json, loginAs, refreshCookieOf, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
});
afterAll(() => t.close());

describe('POST /api/auth/users/login', () => {
  it('signs the demo merchant in with a token, the spec user and an httpOnly refresh cookie', async () => {
    const response = await loginAs(t.app, 'Marchand@Demo.local', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = json<{ token: string; expires_in: number; user: Record<string, unknown> }>(response);
    expect(body.expires_in).toBe(1800);
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({
      email: 'marchand@demo.local',
      first_name: 'Awa',
      last_name: 'Houngbo',
      is_active: true,
      role: 'MERCHANT',
      access: [],
      merchant_valid: true,
      merchant_status: 'VALID',
      avatar: { filename: null },
      profile: { type: 'ADMIN', permissions: [] },
      in_sandbox: false,
    });
    expect(body.user.session).toMatch(/^ses_/);
    const cookie = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({
      httpOnly: true,
      path: '/api/auth/users',
      maxAge: 2592000,
      sameSite: 'Lax',
    });

    const me = await t.app.inject({
      url: '/api/auth/users/user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(json<{ user: { _id: string; session: string } }>(me).user.session).toBe(body.user.session);
    const users2 = await t.app.inject({
      url: '/api/auth/users',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(json<{ user: { avatar: unknown } }>(users2).user.avatar).toEqual({ filename: null });
  });

  it('puts a merchant not yet validated in the sandbox', async () => {
    const response = await loginAs(t.app, 'nouveau@demo.local', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(json<{ user: Record<string, unknown> }>(response).user).toMatchObject({
      merchant_valid: false,
      merchant_status: 'SUBMITTED',
      in_sandbox: true,
    });
  });

  it('gives a staff member no merchant and their role', async () => {
    const response = await loginAs(t.app, 'admin@demo.local', DEMO_PASSWORD);
    expect(json<{ user: Record<string, unknown> }>(response).user).toMatchObject({
      role: 'SUPER_ADMIN',
      merchant_id: null,
      profile: null,
    });
  });

  it('answers a wrong password and an unknown address the same way, and records both', async () => {
    const wrong = await loginAs(t.app, 'commercial@demo.local', 'Wrong1234!');
    const unknown = await loginAs(t.app, 'nobody@demo.local', 'Wrong1234!');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual(json(unknown));
    expect(json(wrong)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Adresse e-mail ou mot de passe incorrect.',
    });
    const failures = await t.deps.db.select().from(auditLog).where(eq(auditLog.event, 'login.failed'));
    expect(failures.map((f) => f.details?.email)).toEqual(
      expect.arrayContaining(['commercial@demo.local', 'nobody@demo.local']),
    );
  });

  it('localizes the refusal in English and Spanish', async () => {
    const en = await loginAs(t.app, 'x@demo.local', 'nope', {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(json(en)).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong e-mail address or password.',
    });
    const es = await loginAs(t.app, 'x@demo.local', 'nope', { headers: { cookie: 'i18n_redirected=es' } });
    expect(json(es)).toMatchObject({ message: 'Correo electrónico o contraseña incorrectos.' });
  });

  it('refuses a deactivated account only after the right password', async () => {
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.email, 'commercial@demo.local'));
    const right = await loginAs(t.app, 'commercial@demo.local', DEMO_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(json(right)).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
    await t.deps.db.update(users).set({ isActive: true }).where(eq(users.email, 'commercial@demo.local'));
  });

  it('refuses requests without or with a forged token', async () => {
    const none = await t.app.inject({ url: '/api/auth/users/user' });
    expect(none.statusCode).toBe(401);
    expect(json(none)).toMatchObject({ code: 'UNAUTHENTICATED' });
    const forged = await t.app.inject({
      url: '/api/auth/users/user',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA' },
    });
    expect(forged.statusCode).toBe(401);
    expect(json(forged)).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});

describe('login throttling', () => {
  it('blocks an account after 10 failures in 15 minutes, even with the right password, and says how long', async () => {
    const email = 'marchand@demo.local';
    for (let i = 0; i < 10; i++) {
      const r = await loginAs(t.app, email, `Wrong-${i}`, { remoteAddress: `10.0.0.${i + 1}` });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await loginAs(t.app, email, DEMO_PASSWORD, { remoteAddress: '10.0.1.1' });
    expect(blocked.statusCode).toBe(429);
    const body = json<{ code: string; retry_after: number; message: string }>(blocked);
    expect(body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(body.retry_after).toBeGreaterThan(800);
    expect(body.retry_after).toBeLessThanOrEqual(900);
    expect(body.message).toBe('Trop de tentatives de connexion. Réessayez dans 15 minute(s).');
    expect(blocked.headers['retry-after']).toBe(String(body.retry_after));
    const throttled = await t.deps.db.select().from(auditLog).where(eq(auditLog.event, 'login.throttled'));
    expect(throttled.length).toBeGreaterThan(0);
  });

  it('does not lock an address for failures on a few accounts (the limit counts 100 distinct accounts)', async () => {
    for (let i = 0; i < 10; i++) {
      await loginAs(t.app, `probe${i}@demo.local`, 'x', { remoteAddress: '192.0.2.77' });
    }
    const fromIp = await loginAs(t.app, 'admin@demo.local', DEMO_PASSWORD, { remoteAddress: '192.0.2.77' });
    expect(fromIp.statusCode).toBe(200);
  });

  it('forgets the account failures after a success', async () => {
    for (let i = 0; i < 9; i++)
      await loginAs(t.app, 'nouveau@demo.local', 'bad', { remoteAddress: `10.9.0.${i}` });
    const ok = await loginAs(t.app, 'nouveau@demo.local', DEMO_PASSWORD, { remoteAddress: '10.9.1.1' });
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      await loginAs(t.app, 'nouveau@demo.local', 'bad', { remoteAddress: `10.9.2.${i}` });
    const again = await loginAs(t.app, 'nouveau@demo.local', DEMO_PASSWORD, { remoteAddress: '10.9.3.1' });
    expect(again.statusCode).toBe(200);
    expect(refreshCookieOf(again)).toBeDefined();
  });
});
