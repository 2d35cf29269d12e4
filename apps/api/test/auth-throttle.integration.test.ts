import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { verifyPassword } from '../src/platform/auth/password-hash.ts';
import { buildTestApp, json, loginAs, type TestApp } from './helper.ts';

// Counts the hashes computed, to prove that every refusal is answered before any hash.
vi.mock('../src/platform/auth/password-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/platform/auth/password-hash.ts')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const hashes = () => vi.mocked(verifyPassword).mock.calls.length;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
});
afterAll(() => t.close());

const from = (remoteAddress: string): Partial<InjectOptions> => ({ remoteAddress });

/** Issue 23: a carrier's NAT, an office, a cybercafé: one public address for many people. */
describe('sign-in throttling behind a shared address', () => {
  const shared = '198.51.100.7';

  it('locks the account that failed 14 times, never the other accounts signing in from that address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 14; i++)
      codes.push((await loginAs(t.app, 'commercial@demo.local', `Wrong-${i}`, from(shared))).statusCode);
    // 10 failures, then the account is locked: the 4 others are refused before any hash.
    expect(codes).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);

    // Staff and a merchant not yet validated sign in from the same address with their passwords.
    const staff = await loginAs(t.app, 'admin@demo.local', DEMO_PASSWORD, from(shared));
    expect(staff.statusCode).toBe(200);
    const merchant = await loginAs(t.app, 'nouveau@demo.local', DEMO_PASSWORD, from(shared));
    expect(merchant.statusCode).toBe(200);

    // The failing account stays locked, right password or not, from any address, without a hash.
    const before = hashes();
    for (const ip of [shared, '203.0.113.9']) {
      const locked = await loginAs(t.app, 'commercial@demo.local', DEMO_PASSWORD, from(ip));
      expect(locked.statusCode).toBe(429);
      expect(json(locked)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    }
    expect(hashes()).toBe(before);
  });

  it('throttles an address after failures on 100 distinct accounts (credential stuffing), before any hash', async () => {
    const stuffing = '198.51.100.66';
    // Many failures on one account count once for the address.
    for (let i = 0; i < 5; i++) await loginAs(t.app, 'equipe@demo.local', `Bad-${i}`, from(stuffing));
    for (let i = 0; i < 98; i++) {
      const r = await loginAs(t.app, `victim${i}@example.com`, 'Password1!', from(stuffing));
      expect(r.statusCode).toBe(401);
    }
    // 99 distinct accounts: below the limit, an account that is not locked still signs in.
    const below = await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD, from(stuffing));
    expect(below.statusCode).toBe(200);

    expect((await loginAs(t.app, 'victim-last@example.com', 'x', from(stuffing))).statusCode).toBe(401);
    // 100 distinct accounts: the address is throttled, for every account, before any hash.
    const before = hashes();
    const refused = await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD, from(stuffing));
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    const next = await loginAs(t.app, 'victim-next@example.com', 'x', from(stuffing));
    expect(next.statusCode).toBe(429);
    expect(hashes()).toBe(before);

    // Other addresses are not concerned.
    const elsewhere = await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD, from('198.51.100.67'));
    expect(elsewhere.statusCode).toBe(200);
  });
});

/** Issue 16, item 5: wrong passwords on money confirmations lock that user's confirmations only. */
describe('password confirmations', () => {
  const office = '192.0.2.50';

  async function signIn(email: string) {
    const response = await loginAs(t.app, email, DEMO_PASSWORD, from(office));
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${json<{ token: string }>(response).token}` };
  }
  const confirm = (headers: Record<string, string>, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/users/check_password',
      headers,
      payload: { password },
      ...from(office),
    });

  it('counts wrong passwords per user across confirmations and locks only that user’s confirmations', async () => {
    const owner = await signIn('marchand@demo.local');
    const me = json<{ user: { _id: string } }>(
      await t.app.inject({ url: '/api/auth/users/user', headers: owner }),
    );
    const shops = await t.app.inject({ url: `/api/shop/${me.user._id}/get`, headers: owner });
    const shop = json<{ shop: { _id: string }[] }>(shops).shop[0]!._id;

    for (let i = 0; i < 5; i++) {
      const r = await confirm(owner, `Wrong-${i}`);
      expect(r.statusCode).toBe(400);
      expect(json(r)).toMatchObject({ code: 'WRONG_PASSWORD' });
    }
    for (let i = 0; i < 5; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/payouts/send',
        headers: owner,
        payload: { shop, phoneNumber: '2290197000000', network: 'mtn', amount: 1000, password: `Bad-${i}` },
        ...from(office),
      });
      expect(json(r)).toMatchObject({ code: 'WRONG_PASSWORD' });
    }

    // The 11th confirmation is refused, right password or not, before any hash.
    const before = hashes();
    const locked = await confirm(owner, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toMatchObject({
      code: 'TOO_MANY_PASSWORD_CHECKS',
      message: 'Trop de mots de passe erronés : vos confirmations sont bloquées pendant 15 minute(s).',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/send',
      headers: owner,
      payload: { shop, phoneNumber: '2290197000000', network: 'mtn', amount: 1000, password: DEMO_PASSWORD },
      ...from(office),
    });
    expect(payout.statusCode).toBe(429);
    expect(hashes()).toBe(before);

    // Nobody's sign-in is locked: not the user's own, not a colleague's at the same address.
    await signIn('marchand@demo.local');
    const colleague = await signIn('equipe@demo.local');
    expect((await confirm(colleague, DEMO_PASSWORD)).statusCode).toBe(200);
    const staff = await signIn('admin@demo.local');
    expect((await confirm(staff, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets a user’s wrong confirmations after a right one', async () => {
    const user = await signIn('nouveau@demo.local');
    for (let i = 0; i < 9; i++) expect((await confirm(user, 'nope-nope')).statusCode).toBe(400);
    expect((await confirm(user, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await confirm(user, 'nope-nope')).statusCode).toBe(400);
    expect((await confirm(user, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
