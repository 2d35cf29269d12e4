import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/composition/seed/demo-seed.ts';
import { sessions, shops, teamInvitations, users } from '../src/platform/db/schema/index.ts';
import { buildTestApp, json, lastMailLink, loginAs, type TestApp } from './helper.ts';
import { tokenOf } from './insights-fixtures.ts';

let t: TestApp;
let owner: string;
let liveShop: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
  owner = await tokenOf(t.app, 'marchand@demo.local');
  const [me] = await t.deps.db.select().from(users).where(eq(users.email, 'marchand@demo.local'));
  const [shop] = await t.deps.db
    .select()
    .from(shops)
    .where(and(eq(shops.merchantId, me!.merchantId!), eq(shops.mode, 1)));
  liveShop = shop!.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, bearer: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${bearer}` },
  });

const slugOf = (link: string) => link.split('/signup/subaccount/')[1]!;
const joinBody = {
  first_name: 'Kossi',
  last_name: 'Mensah',
  password: 'Nouveau1234',
  password_confirmation: 'Nouveau1234',
};

describe('invitation life cycle', () => {
  it('invites a DEV with developer only, mails a single-use link, and lets the invitee join', async () => {
    const invited = await call('POST', '/api/subaccounts/invitations', owner, {
      email: 'Dev@Example.com',
      profile_type: 'DEV',
      permissions: ['developer'],
    });
    expect(invited.statusCode).toBe(201);
    expect(json(invited)).toMatchObject({
      invitation: {
        email: 'dev@example.com',
        profile_type: 'DEV',
        permissions: ['developer'],
        status: 'PENDING',
      },
      message: 'Invitation envoyée.',
    });
    const link = await lastMailLink(t.deps, 'dev@example.com');
    expect(link).toMatch(/^http:\/\/app\.test\/signup\/subaccount\/[\w-]{20,}$/);
    const preview = await t.app.inject({ method: 'GET', url: `/api/subaccounts/join/${slugOf(link)}` });
    expect(json(preview)).toMatchObject({
      email: 'dev@example.com',
      business_name: 'Demo Marchand',
      profile_type: 'DEV',
    });

    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/subaccounts/join/${slugOf(link)}`,
      payload: joinBody,
    });
    expect(joined.statusCode).toBe(201);
    const signIn = await loginAs(t.app, 'dev@example.com', 'Nouveau1234');
    expect(signIn.statusCode).toBe(200);
    expect(json(signIn)).toMatchObject({ user: { profile: { type: 'DEV', permissions: ['developer'] } } });

    // The list shows the new member; the invitation is no longer pending.
    const team = json<{ members: { email: string; owner: boolean }[] }>(
      await call('GET', '/api/subaccounts', owner),
    );
    expect(team.members[0]).toMatchObject({ email: 'marchand@demo.local', owner: true });
    expect(team.members.map((m) => m.email)).toContain('dev@example.com');
    const pending = json<{ invitations: unknown[] }>(
      await call('GET', '/api/subaccounts/invitations', owner),
    );
    expect(pending.invitations).toEqual([]);
  });

  it('answers a reused link with 410 LINK_EXPIRED and an unknown one with 404', async () => {
    const link = await lastMailLink(t.deps, 'dev@example.com');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/subaccounts/join/${slugOf(link)}`,
      payload: joinBody,
    });
    expect(again.statusCode).toBe(410);
    expect(json(again)).toMatchObject({ code: 'LINK_EXPIRED' });
    const preview = await t.app.inject({ method: 'GET', url: `/api/subaccounts/join/${slugOf(link)}` });
    expect(preview.statusCode).toBe(410);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/subaccounts/join/unknown-token-123456' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers an expired link with 410, and a resend gives a new link that works', async () => {
    await call('POST', '/api/subaccounts/invitations', owner, {
      email: 'late@example.com',
      profile_type: 'SUBADMIN',
      permissions: ['transaction', 'refund'],
    });
    const firstLink = await lastMailLink(t.deps, 'late@example.com');
    await t.deps.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.email, 'late@example.com'));
    const expired = await t.app.inject({ method: 'GET', url: `/api/subaccounts/join/${slugOf(firstLink)}` });
    expect(expired.statusCode).toBe(410);
    const list = json<{ invitations: { _id: string; status: string }[] }>(
      await call('GET', '/api/subaccounts/invitations', owner),
    );
    expect(list.invitations[0]).toMatchObject({ status: 'EXPIRED' });

    const resent = await call(
      'POST',
      `/api/subaccounts/invitations/${list.invitations[0]!._id}/resend`,
      owner,
    );
    expect(resent.statusCode).toBe(200);
    expect(json(resent)).toMatchObject({ invitation: { status: 'PENDING' } });
    const newLink = await lastMailLink(t.deps, 'late@example.com');
    expect(newLink).not.toBe(firstLink);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/subaccounts/join/${slugOf(firstLink)}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/subaccounts/join/${slugOf(newLink)}` })).statusCode,
    ).toBe(200);

    // Cancelled: the link now leads to the expired page.
    const cancelled = await call('DELETE', `/api/subaccounts/invitations/${list.invitations[0]!._id}`, owner);
    expect(json(cancelled)).toMatchObject({ invitation: { status: 'CANCELED' } });
    const afterCancel = await t.app.inject({
      method: 'POST',
      url: `/api/subaccounts/join/${slugOf(newLink)}`,
      payload: joinBody,
    });
    expect(afterCancel.statusCode).toBe(410);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'late@example.com'));
    expect(row).toBeUndefined();
  });

  it('refuses an address that already has an account, and bad input, with nothing stored', async () => {
    const taken = await call('POST', '/api/subaccounts/invitations', owner, {
      email: 'equipe@demo.local',
      profile_type: 'DEV',
      permissions: ['developer'],
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ code: 'INVITATION_EMAIL_TAKEN' });
    const bad = await call('POST', '/api/subaccounts/invitations', owner, {
      email: 'x@example.com',
      profile_type: 'ADMIN',
      permissions: ['everything'],
    });
    expect(bad.statusCode).toBe(400);
    const rows = await t.deps.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.email, 'x@example.com'));
    expect(rows).toEqual([]);
  });
});

describe('who may manage the team', () => {
  it('lets nobody grant more than they hold, and protects the owner', async () => {
    const [equipe] = await t.deps.db.select().from(users).where(eq(users.email, 'equipe@demo.local'));
    const [ownerRow] = await t.deps.db.select().from(users).where(eq(users.email, 'marchand@demo.local'));
    // The owner gives the demo member `subaccount` and `payout`.
    const updated = await call('PUT', `/api/subaccounts/${equipe!.id}`, owner, {
      profile_type: 'SUBADMIN',
      permissions: ['payout', 'subaccount'],
    });
    expect(updated.statusCode).toBe(200);
    const member = await tokenOf(t.app, 'equipe@demo.local');
    const beyond = await call('POST', '/api/subaccounts/invitations', member, {
      email: 'more@example.com',
      profile_type: 'SUBADMIN',
      permissions: ['payout', 'refund'],
    });
    expect(beyond.statusCode).toBe(403);
    expect(json(beyond)).toMatchObject({ code: 'PERMISSION_NOT_GRANTABLE' });
    const within = await call('POST', '/api/subaccounts/invitations', member, {
      email: 'within@example.com',
      profile_type: 'DEV',
      permissions: ['payout'],
    });
    expect(within.statusCode).toBe(201);
    const removeOwner = await call('DELETE', `/api/subaccounts/${ownerRow!.id}`, member);
    expect(removeOwner.statusCode).toBe(409);
    expect(json(removeOwner)).toMatchObject({ code: 'OWNER_PROTECTED' });
    const changeOwner = await call('PUT', `/api/subaccounts/${ownerRow!.id}`, owner, {
      profile_type: 'DEV',
      permissions: ['developer'],
    });
    expect(json(changeOwner)).toMatchObject({ code: 'OWNER_PROTECTED' });
    // A member holding `developer`, which the demo member lacks, is out of its reach.
    const [dev] = await t.deps.db.select().from(users).where(eq(users.email, 'dev@example.com'));
    expect((await call('DELETE', `/api/subaccounts/${dev!.id}`, member)).statusCode).toBe(403);
    // Back to `payout` only for the next tests.
    await call('PUT', `/api/subaccounts/${equipe!.id}`, owner, {
      profile_type: 'SUBADMIN',
      permissions: ['payout'],
    });
  });

  it('removing a member ends its sessions at once', async () => {
    const [dev] = await t.deps.db.select().from(users).where(eq(users.email, 'dev@example.com'));
    const token = json<{ token: string }>(await loginAs(t.app, 'dev@example.com', 'Nouveau1234')).token;
    expect((await call('GET', `/api/developers/keys?shop=${liveShop}`, token)).statusCode).toBe(200);

    const removed = await call('DELETE', `/api/subaccounts/${dev!.id}`, owner);
    expect(removed.statusCode).toBe(200);
    const after = await call('GET', `/api/developers/keys?shop=${liveShop}`, token);
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ code: 'SESSION_EXPIRED' });
    const open = await t.deps.db.select().from(sessions).where(eq(sessions.userId, dev!.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await loginAs(t.app, 'dev@example.com', 'Nouveau1234')).statusCode).toBe(403);
    const team = json<{ members: { email: string }[] }>(await call('GET', '/api/subaccounts', owner));
    expect(team.members.map((m) => m.email)).not.toContain('dev@example.com');
  });
});

describe('a member limited to payout (spec section 6, enforced by the API)', () => {
  let member: string;
  beforeAll(async () => {
    member = await tokenOf(t.app, 'equipe@demo.local');
  });
  const s = () => `shop=${liveShop}`;
  const refused: [string, string, () => string][] = [
    ['transaction', 'GET', () => `/api/transactions?${s()}`],
    ['feexlink', 'GET', () => `/api/payment-links?${s()}`],
    ['feexpage', 'GET', () => `/api/payment-pages?${s()}`],
    ['refund', 'GET', () => `/api/refunds?${s()}`],
    ['customer', 'GET', () => `/api/customers?${s()}`],
    ['developer', 'GET', () => `/api/developers/keys?${s()}`],
    ['developer (webhooks)', 'GET', () => `/api/webhooks/endpoints?${s()}`],
    ['subaccount', 'GET', () => '/api/subaccounts'],
    ['subaccount (invitations)', 'GET', () => '/api/subaccounts/invitations'],
  ];
  it.each(refused)('is refused with 403 on %s', async (_area, method, url) => {
    const response = await call(method as 'GET', url(), member);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({
      code: 'FORBIDDEN',
      message: "Vous n'êtes pas autorisé à accéder à cette partie.",
    });
  });

  const allowed: [string, string, () => string, (() => object)?][] = [
    ['payouts', 'POST', () => '/api/payouts/readall', () => ({ shop: liveShop, mode: 1 })],
    ['withdrawals', 'GET', () => `/api/withdrawals?${s()}`],
    ['payout API requests', 'GET', () => '/api/payout_api/requests'],
    ['payout lists', 'GET', () => `/api/payout-lists?${s()}`],
    ['the dashboard', 'GET', () => `/api/overview/dashboard?${s()}`],
    ['its profile', 'GET', () => '/api/profile'],
  ];
  it.each(allowed)('is allowed on %s', async (_area, method, url, payload) => {
    const response = await call(method as 'GET', url(), member, payload?.());
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('the profile page', () => {
  it("refuses a DEV profile with the spec's message", async () => {
    await call('POST', '/api/subaccounts/invitations', owner, {
      email: 'dev2@example.com',
      profile_type: 'DEV',
      permissions: ['developer'],
    });
    const link = await lastMailLink(t.deps, 'dev2@example.com');
    await t.app.inject({ method: 'POST', url: `/api/subaccounts/join/${slugOf(link)}`, payload: joinBody });
    const dev = json<{ token: string }>(await loginAs(t.app, 'dev2@example.com', 'Nouveau1234')).token;
    const response = await call('GET', '/api/profile', dev);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ message: "Vous n'êtes pas autorisé à accéder à cette partie." });
  });
});
