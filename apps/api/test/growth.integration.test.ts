import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { commissionAccount } from '../src/modules/ledger/commission-account-repository.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { platformAccount } from '../src/modules/ledger/platform-account.ts';
import { postEntry } from '../src/modules/ledger/post-entry.ts';
import { findShops } from '../src/modules/shops/shops-repository.ts';
import { hashPassword } from '../src/platform/auth/password-hash.ts';
import { newId } from '../src/platform/db/ids.ts';
import { commissionTerms, merchants, staffActions, users } from '../src/platform/db/schema/index.ts';
import { buildTestApp, json, type TestApp } from './helper.ts';
import { tokenOf } from './insights-fixtures.ts';

let t: TestApp;
let owner: string;
let agent: string;
let otherAgent: string;
let admin: string;
let demoMerchant: string;
let waitingMerchant: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
  await t.deps.db.insert(users).values({
    id: newId('usr'),
    email: 'agent2@staff.test',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Autre',
    lastName: 'Agent',
    role: 'COMMERCIAL',
    isActive: true,
  });
  owner = await tokenOf(t.app, 'marchand@demo.local');
  agent = await tokenOf(t.app, 'commercial@demo.local');
  otherAgent = await tokenOf(t.app, 'agent2@staff.test');
  admin = await tokenOf(t.app, 'admin@demo.local');
  const byEmail = async (email: string) =>
    (await t.deps.db.select().from(users).where(eq(users.email, email)))[0]!;
  demoMerchant = (await byEmail('marchand@demo.local')).merchantId!;
  waitingMerchant = (await byEmail('nouveau@demo.local')).merchantId!;
}, 120_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const signup = (email: string, extra: Record<string, string>) =>
  call('POST', '/api/auth/users/signup', null, {
    first_name: 'Aïcha',
    last_name: 'Diallo',
    email,
    country: 'BJ',
    business_name: `Boutique ${email}`,
    ...extra,
  });
const merchantOf = async (email: string) =>
  (await t.deps.db.select().from(users).where(eq(users.email, email)))[0]?.merchantId ?? null;
const termsOf = (merchantId: string) =>
  t.deps.db.select().from(commissionTerms).where(eq(commissionTerms.merchantId, merchantId));

describe('referral codes: applied once, and only at sign-up', () => {
  it('gives each merchant a code and link, and tells the sign-up page who is behind it', async () => {
    // A merchant without a code gets one on first use, the same every time after.
    const waiting = await tokenOf(t.app, 'nouveau@demo.local');
    const fresh = json<{ code: string; signup_path: string; balance: number; minimum: number }>(
      await call('GET', '/api/referral', waiting),
    );
    expect(fresh.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(fresh.signup_path).toBe(`/signup?ref=${fresh.code}`);
    expect(fresh).toMatchObject({ balance: 0, minimum: 1000 });
    expect(json<{ code: string }>(await call('GET', '/api/referral', waiting)).code).toBe(fresh.code);
    // The demo merchant's is the seed's; its commissions come from the seeded sponsored merchant.
    const overview = json<{ code: string; balance: number; sponsored: number }>(
      await call('GET', '/api/referral', owner),
    );
    expect(overview).toMatchObject({ code: 'DEMOPARRAIN', balance: 213, sponsored: 1 });
    const lookup = await call('GET', `/api/referral/public/code/${overview.code.toLowerCase()}`, null);
    expect(json(lookup)).toEqual({ kind: 'referral', name: 'Demo Marchand' });
    const unknown = await call('GET', '/api/referral/public/code/ZZZZZZZZ', null);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({ code: 'REFERRAL_CODE_UNKNOWN' });
  });

  it('records the sponsor of a referral sign-up, and never changes it afterwards', async () => {
    const { code } = json<{ code: string }>(await call('GET', '/api/referral', owner));
    expect((await signup('filleul1@test.local', { referral_code: code })).statusCode).toBe(202);
    const sponsored = (await merchantOf('filleul1@test.local'))!;
    expect(await termsOf(sponsored)).toMatchObject([
      { kind: 'referral', sponsorMerchantId: demoMerchant, rateBps: 1000, months: 12, origin: 'signup' },
    ]);
    // Signing up again with the unfinished address and another sponsor's code changes nothing.
    const waiting = await tokenOf(t.app, 'nouveau@demo.local');
    const other = json<{ code: string }>(await call('GET', '/api/referral', waiting)).code;
    expect((await signup('filleul1@test.local', { referral_code: other })).statusCode).toBe(202);
    expect(await termsOf(sponsored)).toMatchObject([{ kind: 'referral', sponsorMerchantId: demoMerchant }]);
    // No route lets a merchant set or change its sponsor.
    for (const method of ['POST', 'PUT'] as const) {
      const attempt = await call(method, '/api/sponsorship', waiting, { referral_code: code });
      expect(attempt.statusCode).toBe(404);
    }
    // The sponsor's board shows it, without commission yet.
    const board = json<{
      items: { _id: string; business_name: string; status: string; commission_total: number }[];
    }>(await call('GET', '/api/referral/board', owner));
    expect(board.items).toContainEqual(
      expect.objectContaining({ _id: sponsored, status: 'PENDING', commission_total: 0, volume: 0 }),
    );
    expect((await call('GET', `/api/referral/view/${sponsored}`, owner)).statusCode).toBe(200);
    // Another merchant's board does not show it, nor its view.
    expect((await call('GET', `/api/referral/view/${sponsored}`, waiting)).statusCode).toBe(404);
  });

  it('refuses a sign-up with an unknown code, creating nothing', async () => {
    const refused = await signup('perdu@test.local', { referral_code: 'ABCDEFGH' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ code: 'REFERRAL_CODE_UNKNOWN' });
    expect(await merchantOf('perdu@test.local')).toBeNull();
    const malformed = await signup('perdu@test.local', { referral_code: 'a b' });
    expect(malformed.statusCode).toBe(400);
  });

  it("assigns a sign-up through an agent's link to that agent", async () => {
    const dashboard = json<{ agent: { code: string; signup_path: string } }>(
      await call('GET', '/api/commercial/dashboard', agent),
    );
    expect(dashboard.agent.signup_path).toBe(`/signup?agent=${dashboard.agent.code}`);
    expect((await signup('client-agent@test.local', { agent_code: dashboard.agent.code })).statusCode).toBe(
      202,
    );
    const merchantId = (await merchantOf('client-agent@test.local'))!;
    expect(await termsOf(merchantId)).toMatchObject([{ kind: 'agent', rateBps: 2000, months: 12 }]);
    const customers = json<{ items: { _id: string }[] }>(
      await call('GET', '/api/commercial/customers', agent),
    );
    expect(customers.items.map((c) => c._id)).toContain(merchantId);
  });
});

describe('sponsorship: the sponsored side', () => {
  it('shows who sponsored the merchant and the terms, and nothing to a merchant nobody sponsored', async () => {
    const sponsorCode = json<{ code: string }>(await call('GET', '/api/referral', owner)).code;
    // The waiting demo merchant gets a sponsor the way the seed does it (the sign-up is long gone).
    await t.deps.db.insert(commissionTerms).values({
      id: newId('cmt'),
      merchantId: waitingMerchant,
      kind: 'referral',
      sponsorMerchantId: demoMerchant,
      rateBps: 1000,
      months: 12,
      origin: 'signup',
    });
    const waiting = await tokenOf(t.app, 'nouveau@demo.local');
    const { sponsorship } = json<{ sponsorship: { _id: string; sponsor_name: string; active: boolean } }>(
      await call('GET', '/api/sponsorship', waiting),
    );
    expect(sponsorship).toMatchObject({
      sponsor_name: 'Demo Marchand',
      rate_bps: 1000,
      months: 12,
      active: false,
    });
    expect((await call('GET', `/api/sponsorship/view/${sponsorship._id}`, waiting)).statusCode).toBe(200);
    expect((await call('GET', `/api/sponsorship/view/${sponsorship._id}`, owner)).statusCode).toBe(404);
    expect(json(await call('GET', '/api/sponsorship', owner))).toEqual({ sponsorship: null });
    expect(sponsorCode).toBeTruthy();
  });
});

describe('commission transfer to the available balance', () => {
  it('refuses below the minimum, then moves the whole balance as one ledger entry', async () => {
    const [shop] = await findShops(t.deps.db, demoMerchant, 1);
    const below = await call('POST', '/api/referral/transfer', owner, { shop: shop!.id });
    expect(below.statusCode).toBe(409);
    expect(json(below)).toMatchObject({
      code: 'REFERRAL_BELOW_MINIMUM',
      message: 'Votre solde de commissions doit atteindre 1000 XOF pour être transféré.',
    });
    await t.deps.db.transaction(async (tx) => {
      const fees = await platformAccount(tx, 1, 'platform_fees');
      const account = await commissionAccount(tx, 1, { merchantId: demoMerchant });
      await postEntry(tx, {
        kind: 'commission.accrued',
        reference: 'test-commission',
        idempotencyKey: 'test-commission',
        mode: 1,
        postings: [
          { account: fees.id, amount: -1_500n },
          { account: account.id, amount: 1_500n },
        ],
      });
    });
    const before = await getShopBalances(t.deps.db, shop!.id, 1);
    // The seed's 213 and these 1 500.
    const moved = await call('POST', '/api/referral/transfer', owner, { shop: shop!.id });
    expect(moved.statusCode).toBe(200);
    expect(json(moved)).toMatchObject({ amount: 1_713, balance: 0 });
    expect((await getShopBalances(t.deps.db, shop!.id, 1)).available - before.available).toBe(1_713n);
    expect(json(await call('GET', '/api/referral', owner))).toMatchObject({ balance: 0 });
    // A sandbox shop, or another merchant's, is not a target.
    const [sandbox] = await findShops(t.deps.db, demoMerchant, 0);
    expect((await call('POST', '/api/referral/transfer', owner, { shop: sandbox!.id })).statusCode).toBe(404);
    expect((await checkLedger(t.deps.db)).ok).toBe(true);
  });
});

describe('commercial area: an agent sees only its merchants', () => {
  const routesOf = (id: string) => [
    `/api/commercial/customers/${id}`,
    `/api/commercial/customers/${id}/solde`,
    `/api/commercial/customers/${id}/payouts`,
  ];

  it('staff assign merchants (password, reason, audited); the agent sees them, the other agent gets 404 on every route', async () => {
    const agents = json<{ items: { user_id: string; email: string }[] }>(
      await call('GET', '/api/admin/commercial/agents', admin),
    );
    const mine = agents.items.find((a) => a.email === 'commercial@demo.local')!.user_id;
    const wrong = await call('PUT', `/api/admin/commercial/merchants/${demoMerchant}/agent`, admin, {
      agent_user_id: mine,
      rate_bps: 1500,
      months: 6,
      reason: 'Portefeuille Cotonou',
      password: 'nope',
    });
    expect(json(wrong)).toMatchObject({ code: 'WRONG_PASSWORD' });
    for (const merchantId of [demoMerchant, waitingMerchant]) {
      const assigned = await call('PUT', `/api/admin/commercial/merchants/${merchantId}/agent`, admin, {
        agent_user_id: mine,
        rate_bps: 1500,
        months: 6,
        reason: 'Portefeuille Cotonou',
        password: DEMO_PASSWORD,
      });
      expect(assigned.statusCode).toBe(200);
      expect(json(assigned)).toMatchObject({
        agent: { user_id: mine, rate_bps: 1500, months: 6, origin: 'staff' },
      });
    }
    const audit = await t.deps.db
      .select()
      .from(staffActions)
      .where(
        and(
          eq(staffActions.merchantId, demoMerchant),
          eq(staffActions.action, 'commercial.merchant.assigned'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: 'Portefeuille Cotonou' });
    // A merchant gets 403 on the staff routes.
    expect((await call('GET', `/api/admin/commercial/merchants/${demoMerchant}`, owner)).statusCode).toBe(
      403,
    );

    for (const url of routesOf(demoMerchant)) {
      expect((await call('GET', url, agent)).statusCode, url).toBe(200);
      const refused = await call('GET', url, otherAgent);
      expect(refused.statusCode, url).toBe(404);
      expect(json(refused)).toMatchObject({ code: 'AGENT_MERCHANT_NOT_FOUND' });
      expect((await call('GET', url, owner)).statusCode, url).toBe(403);
      expect((await call('GET', url, null)).statusCode, url).toBe(401);
    }
    // The other agent's list and dashboard do not show them.
    expect(json(await call('GET', '/api/commercial/customers', otherAgent))).toEqual({ items: [] });
    const dashboard = json<{ merchants: number; stuck: unknown[] }>(
      await call('GET', '/api/commercial/dashboard', otherAgent),
    );
    expect(dashboard).toMatchObject({ merchants: 0, stuck: [] });
    for (const url of ['/api/commercial/dashboard', '/api/commercial/customers']) {
      expect((await call('GET', url, owner)).statusCode, url).toBe(403);
    }
    // An unknown id is the same 404.
    expect((await call('GET', routesOf('mch_unknown')[0]!, agent)).statusCode).toBe(404);
  });

  it("shows a waiting merchant's missing documents and validation steps", async () => {
    const view = json<{
      merchant: { status: string };
      validation: { missing_documents: string[]; steps: { step: string; done: boolean }[] };
    }>(await call('GET', `/api/commercial/customers/${waitingMerchant}`, agent));
    expect(view.merchant.status).toBe('SUBMITTED');
    expect(view.validation.missing_documents).toEqual(['id_document']);
    expect(view.validation.steps.find((s) => s.step === 'review')).toEqual({ step: 'review', done: false });
    const dashboard = json<{ stuck: { _id: string; missing_documents: string[] }[] }>(
      await call('GET', '/api/commercial/dashboard?period=week', agent),
    );
    expect(dashboard.stuck.map((s) => s._id)).toContain(waitingMerchant);
    const balances = json<{ shops: { mode: number }[] }>(
      await call('GET', `/api/commercial/customers/${demoMerchant}/solde`, agent),
    );
    expect(balances.shops.filter((s) => s.mode === 1)).toHaveLength(2);
  });

  it('staff invite an agent, who sets a first password through the e-mailed link and signs in', async () => {
    const invited = await call('POST', '/api/admin/commercial/agents', admin, {
      email: 'nouvel.agent@test.local',
      first_name: 'Fatou',
      last_name: 'Sow',
      rate_bps: 2500,
      months: 12,
      reason: 'Recrutement Dakar',
      password: DEMO_PASSWORD,
    });
    expect(invited.statusCode).toBe(201);
    const { lastMailLink } = await import('./helper.ts');
    const link = new URL(await lastMailLink(t.deps, 'nouvel.agent@test.local'));
    expect(link.pathname).toMatch(/^\/commercial\/signin\/newpassword\//);
    const token = decodeURIComponent(link.pathname.split('/').pop()!);
    expect((await call('GET', `/api/auth/users/password/reset/${token}`, null)).statusCode).toBe(200);
    const set = await call('POST', `/api/auth/users/password/reset/${token}`, null, {
      password: 'Agent1234!',
      password_confirmation: 'Agent1234!',
    });
    expect(set.statusCode).toBe(200);
    const login = await call('POST', '/api/auth/users/login', null, {
      email: 'nouvel.agent@test.local',
      password: 'Agent1234!',
    });
    expect(login.statusCode).toBe(200);
    const token2 = json<{ token: string }>(login).token;
    expect(json(await call('GET', '/api/commercial/dashboard', token2))).toMatchObject({
      agent: { first_name: 'Fatou', rate_bps: 2500 },
      merchants: 0,
    });
    expect((await call('POST', '/api/admin/commercial/agents', owner, {})).statusCode).toBe(403);
  });

  it('staff set the sponsor terms on a sponsored merchant, never the sponsor', async () => {
    const updated = await call('PUT', `/api/admin/commercial/merchants/${waitingMerchant}/referral`, admin, {
      rate_bps: 500,
      months: 24,
      reason: 'Offre de lancement',
      password: DEMO_PASSWORD,
    });
    expect(updated.statusCode).toBe(200);
    expect(json(updated)).toMatchObject({
      referral: { sponsor_id: demoMerchant, sponsor_name: 'Demo Marchand', rate_bps: 500, months: 24 },
    });
    const [m] = await t.deps.db.select().from(merchants).where(eq(merchants.id, waitingMerchant));
    expect(m).toBeDefined();
  });
});

describe('demo seed', () => {
  it('has an agent with two merchants, a sponsored merchant and commissions earned', async () => {
    const dashboard = json<{ merchants: number; commissions: { balance: number; total: number } }>(
      await call('GET', '/api/commercial/dashboard', agent),
    );
    expect(dashboard.merchants).toBeGreaterThanOrEqual(2);
    // 25 000 + 40 000 + 60 000 on MTN: fees 425 + 680 + 1 020; 20 % is 85 + 136 + 204.
    expect(dashboard.commissions).toMatchObject({ balance: 425, total: 425 });
    const board = json<{ items: { business_name: string; commission_total: number; volume: number }[] }>(
      await call('GET', '/api/referral/board', owner),
    );
    // 10 %: 43 + 68 + 102.
    expect(board.items.find((i) => i.business_name === 'Boutique Filleule')).toMatchObject({
      commission_total: 213,
      volume: 125_000,
    });
  });
});
