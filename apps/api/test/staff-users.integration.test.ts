import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { staffActions, users } from '../src/platform/db/schema/index.ts';
import { buildTestApp, json, lastMailLink, loginAs, type TestApp } from './helper.ts';
import { tokenOf } from './insights-fixtures.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
  adminToken = await tokenOf(t.app, 'admin@demo.local');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const confirm = { reason: 'Nouvelle recrue', password: DEMO_PASSWORD };

describe('staff users and privileges', () => {
  let userId: string;
  let userToken: string;

  it('invites a staff user who sets a password from the e-mail and lands with their role', async () => {
    const wrong = await call('POST', '/api/admin/users', adminToken, {
      email: 'valideur@staff.test',
      first_name: 'Fifi',
      last_name: 'Adjo',
      role: 'VALIDATION',
      access: ['DASHBOARD'],
      reason: 'x',
      password: 'wrong',
    });
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const response = await call('POST', '/api/admin/users', adminToken, {
      email: 'Valideur@staff.test',
      first_name: 'Fifi',
      last_name: 'Adjo',
      role: 'VALIDATION',
      access: ['DASHBOARD'],
      ...confirm,
    });
    expect(response.statusCode).toBe(201);
    const body = json<{ user: { _id: string; status: string; email: string } }>(response);
    expect(body.user).toMatchObject({ status: 'INVITED', email: 'valideur@staff.test' });
    userId = body.user._id;
    const again = await call('POST', '/api/admin/users', adminToken, {
      email: 'valideur@staff.test',
      first_name: 'Fifi',
      last_name: 'Adjo',
      role: 'VALIDATION',
      ...confirm,
    });
    expect(again.json().code).toBe('STAFF_EMAIL_TAKEN');

    const link = await lastMailLink(t.deps, 'valideur@staff.test');
    const token = decodeURIComponent(link.split('/signin/newpassword/')[1]!);
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/auth/users/password/reset/${encodeURIComponent(token)}`,
      payload: { password: 'Valide1234', password_confirmation: 'Valide1234' },
    });
    expect(set.statusCode).toBeLessThan(300);
    const login = await loginAs(t.app, 'valideur@staff.test', 'Valide1234');
    expect(login.statusCode).toBe(200);
    userToken = json<{ token: string }>(login).token;
    expect((await call('GET', '/api/admin/validation', userToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users', userToken)).statusCode).toBe(403);
  });

  it('changes role and access, audited before and after', async () => {
    const response = await call('PATCH', `/api/admin/users/${userId}`, adminToken, {
      role: 'COMPTABLE',
      access: ['USERS'],
      ...confirm,
    });
    expect(response.statusCode).toBe(200);
    const list = await call('GET', '/api/admin/users', userToken);
    expect(list.statusCode).toBe(200);
    // USERS access sees the list, but only SUPER_ADMIN changes staff users.
    const refused = await call('POST', `/api/admin/users/${userId}/disable`, userToken, confirm);
    expect(refused.json().code).toBe('STAFF_FORBIDDEN');
    const [action] = await t.deps.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'staff.access_changed'));
    expect(action).toMatchObject({
      before: { role: 'VALIDATION', access: ['DASHBOARD'], active: true },
      after: { role: 'COMPTABLE', access: ['USERS'], active: true },
      reason: 'Nouvelle recrue',
    });
  });

  it('disables a staff user: their session ends at once; the admin cannot disable themself', async () => {
    const [admin] = await t.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    expect(
      (await call('POST', `/api/admin/users/${admin!.id}/disable`, adminToken, confirm)).json().code,
    ).toBe('STAFF_SELF_CHANGE');
    const response = await call('POST', `/api/admin/users/${userId}/disable`, adminToken, confirm);
    expect(json<{ user: { status: string } }>(response).user.status).toBe('DISABLED');
    expect((await call('GET', '/api/admin/users', userToken)).statusCode).toBe(401);
    expect((await loginAs(t.app, 'valideur@staff.test', 'Valide1234')).statusCode).toBe(403);
    const enabled = await call('POST', `/api/admin/users/${userId}/enable`, adminToken, confirm);
    expect(json<{ user: { status: string } }>(enabled).user.status).toBe('ACTIVE');
  });

  it("shows each role's rights from the rule table, and one role with its members", async () => {
    const all = json<{ roles: { role: string; rights: { right: string; allowed: boolean }[] }[] }>(
      await call('GET', '/api/admin/access', adminToken),
    );
    const superAdmin = all.roles.find((r) => r.role === 'SUPER_ADMIN')!;
    expect(superAdmin.rights.every((r) => r.allowed)).toBe(true);
    const validation = all.roles.find((r) => r.role === 'VALIDATION')!;
    expect(validation.rights.find((r) => r.right === 'users')!.allowed).toBe(false);
    const one = json<{ members: { email: string }[] }>(
      await call('GET', '/api/admin/access/role/COMPTABLE', adminToken),
    );
    expect(one.members.map((m) => m.email)).toContain('valideur@staff.test');
    expect(one.members.every((m) => m.email !== 'admin@demo.local')).toBe(true);
    expect((await call('GET', '/api/admin/access/role/NOPE', adminToken)).statusCode).toBe(404);
  });
});
