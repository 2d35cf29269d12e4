import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { emailTokens, sessions, users } from '../src/platform/db/schema/index.ts';
import { findDevMails } from '../src/platform/mail/dev-inbox-repository.ts';
import { buildTestApp, json, lastMailLink, loginAs, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function resetToken(email: string) {
  const forgot = await post('/api/auth/users/password/forgot', { email });
  expect(forgot.statusCode).toBe(202);
  const link = await lastMailLink(t.deps, email);
  expect(link).toMatch(/^http:\/\/app\.test\/signin\/newpassword\//);
  return decodeURIComponent(link.split('/').pop()!);
}

describe('password forgot, reset and change', () => {
  it('resets the password from the mailed link and ends every open session', async () => {
    const before = json<{ token: string }>(await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD));
    const token = await resetToken('marchand@demo.local');
    const check = await t.app.inject({ url: `/api/auth/users/password/reset/${token}` });
    expect(json(check)).toEqual({ valid: true, email: 'marchand@demo.local' });

    const reset = await post(`/api/auth/users/password/reset/${token}`, {
      password: 'NewSecret1',
      password_confirmation: 'NewSecret1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await loginAs(t.app, 'marchand@demo.local', 'NewSecret1')).statusCode).toBe(200);
    const old = await t.app.inject({
      url: '/api/auth/users/user',
      headers: { authorization: `Bearer ${before.token}` },
    });
    expect(old.statusCode).toBe(401);

    // The link works once.
    const reused = await post(`/api/auth/users/password/reset/${token}`, {
      password: 'Other1234',
      password_confirmation: 'Other1234',
    });
    expect(reused.statusCode).toBe(410);
    expect(json(reused)).toMatchObject({ code: 'LINK_EXPIRED' });
    expect((await t.app.inject({ url: `/api/auth/users/password/reset/${token}` })).statusCode).toBe(410);
  });

  it('refuses an expired link and an unknown one', async () => {
    const token = await resetToken('admin@demo.local');
    const [admin] = await t.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    await t.deps.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.userId, admin!.id));
    const expired = await t.app.inject({
      url: `/api/auth/users/password/reset/${token}`,
      headers: { 'accept-language': 'es' },
    });
    expect(expired.statusCode).toBe(410);
    expect(json(expired)).toMatchObject({ code: 'LINK_EXPIRED', message: 'Este enlace ha expirado.' });
    const unknown = await t.app.inject({ url: `/api/auth/users/password/reset/${'y'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const count = (await findDevMails(t.deps.db)).length;
    const known = await post('/api/auth/users/password/forgot', { email: 'commercial@demo.local' });
    const unknown = await post('/api/auth/users/password/forgot', { email: 'ghost@demo.local' });
    expect(json(unknown)).toEqual(json(known));
    expect((await findDevMails(t.deps.db)).length).toBe(count + 1);
  });

  it('changes the password of the signed-in user and keeps only the current session', async () => {
    const other = json<{ token: string }>(await loginAs(t.app, 'nouveau@demo.local', DEMO_PASSWORD));
    const current = json<{ token: string; user: { session: string } }>(
      await loginAs(t.app, 'nouveau@demo.local', DEMO_PASSWORD),
    );
    const headers = { authorization: `Bearer ${current.token}` };
    const wrong = await post(
      '/api/auth/users/password/change',
      { current_password: 'nope', password: 'Changed123', password_confirmation: 'Changed123' },
      headers,
    );
    expect(json(wrong)).toMatchObject({ code: 'WRONG_PASSWORD' });
    const changed = await post(
      '/api/auth/users/password/change',
      { current_password: DEMO_PASSWORD, password: 'Changed123', password_confirmation: 'Changed123' },
      headers,
    );
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/users/user', headers })).statusCode).toBe(200);
    const otherCheck = await t.app.inject({
      url: '/api/auth/users/user',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(otherCheck.statusCode).toBe(401);
    const [kept] = await t.deps.db.select().from(sessions).where(eq(sessions.id, current.user.session));
    expect(kept?.revokedAt).toBeNull();
  });
});
