import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { auditLog, refreshTokens, sessions } from '../src/platform/db/schema/index.ts';
import { buildTestApp, json, loginAs, refreshCookieOf, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
});
afterAll(() => t.close());

type LoginBody = { token: string; user: { session: string; _id: string } };

const refresh = (cookie: string | undefined) =>
  t.app.inject({ method: 'POST', url: '/api/auth/users/refresh', headers: cookie ? { cookie } : {} });
const me = (token: string) =>
  t.app.inject({ url: '/api/auth/users/user', headers: { authorization: `Bearer ${token}` } });

describe('refresh token rotation', () => {
  it('trades the cookie for a new access token and a new cookie, once', async () => {
    const login = await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD);
    const first = refreshCookieOf(login);
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const body = json<LoginBody>(rotated);
    expect(body.user.session).toBe(json<LoginBody>(login).user.session);
    const second = refreshCookieOf(rotated);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await me(body.token)).statusCode).toBe(200);

    const next = await refresh(second);
    expect(next.statusCode).toBe(200);
    const stored = await t.deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, body.user.session));
    expect(stored).toHaveLength(3);
    // Stored hashed: no stored value equals the cookie's token.
    for (const row of stored) expect(first).not.toContain(row.tokenHash);
  });

  it('revokes the whole session family when a used refresh token comes back', async () => {
    const login = await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD);
    const sessionId = json<LoginBody>(login).user.session;
    const stolen = refreshCookieOf(login);
    const legit = await refresh(stolen);
    const legitCookie = refreshCookieOf(legit);
    const legitToken = json<LoginBody>(legit).token;

    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toMatchObject({ code: 'SESSION_EXPIRED' });
    // The thief's replay ended the session for everyone holding its tokens.
    expect((await refresh(legitCookie)).statusCode).toBe(401);
    expect((await me(legitToken)).statusCode).toBe(401);
    const [session] = await t.deps.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session?.revokeReason).toBe('refresh_token_reused');
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.event, 'refresh.reused'));
    expect(audit.some((a) => a.details?.session === sessionId)).toBe(true);
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect(json(await refresh('refresh_token=not-a-real-token'))).toMatchObject({ code: 'SESSION_EXPIRED' });
    const login = await loginAs(t.app, 'admin@demo.local', DEMO_PASSWORD);
    const sessionId = json<LoginBody>(login).user.session;
    await t.deps.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.sessionId, sessionId));
    const expired = await refresh(refreshCookieOf(login));
    expect(expired.statusCode).toBe(401);
    expect(expired.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
  });

  it('lets concurrent refreshes with one token produce at most one success', async () => {
    const login = await loginAs(t.app, 'admin@demo.local', DEMO_PASSWORD);
    const cookie = refreshCookieOf(login);
    const results = await Promise.all([refresh(cookie), refresh(cookie), refresh(cookie)]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
  });
});

describe('POST /api/auth/users/save_logout/{session}', () => {
  it('records the logout, ends the session and its tokens, and clears the cookie', async () => {
    const login = await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD, {
      headers: { 'user-agent': 'vitest' },
    });
    const { token, user } = json<LoginBody>(login);
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/auth/users/save_logout/${user.session}`,
      headers: { authorization: `Bearer ${token}`, 'user-agent': 'vitest' },
    });
    expect(out.statusCode).toBe(200);
    expect(json(out)).toEqual({ message: 'Vous êtes déconnecté.' });
    expect(out.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    const [session] = await t.deps.db.select().from(sessions).where(eq(sessions.id, user.session));
    expect(session?.loggedOutAt).toBeInstanceOf(Date);
    const recorded = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'logout'), eq(auditLog.userId, user._id)));
    expect(recorded.some((r) => r.details?.session === user.session && r.userAgent === 'vitest')).toBe(true);
    expect((await me(token)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(login))).statusCode).toBe(401);
  });

  it("refuses to log out another user's session", async () => {
    const mine = json<LoginBody>(await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD));
    const theirs = json<LoginBody>(await loginAs(t.app, 'admin@demo.local', DEMO_PASSWORD));
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/auth/users/save_logout/${theirs.user.session}`,
      headers: { authorization: `Bearer ${mine.token}` },
    });
    expect(out.statusCode).toBe(404);
    expect((await me(theirs.token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/users/check_password', () => {
  it('confirms the right password and refuses a wrong one with the server message', async () => {
    const { token } = json<LoginBody>(await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD));
    const headers = { authorization: `Bearer ${token}` };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/check_password',
      headers,
      payload: { password: DEMO_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ valid: true, in_sandbox: false });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/check_password',
      headers,
      payload: { password: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ code: 'WRONG_PASSWORD', message: 'Mot de passe incorrect.' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/users/check_password',
      headers,
      payload: {},
    });
    expect(json(empty)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'password', message: 'Password is required' }],
    });
  });
});
