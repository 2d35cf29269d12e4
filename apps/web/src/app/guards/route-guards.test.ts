import { ADMIN_MENU_ENTRIES } from '@platform/domain';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '../route-table.ts';
import { decideAccess, type GuardUser, homeDashboard, type RouteAccess } from './route-guards.ts';

const owner: GuardUser = {
  role: 'MERCHANT',
  access: [],
  profile: { type: 'ADMIN', permissions: [] },
  merchant_valid: true,
  merchant_status: 'VALID',
  in_sandbox: false,
};
const inSandbox = (user: GuardUser): GuardUser => ({ ...user, in_sandbox: true });
const unverified: GuardUser = {
  ...owner,
  merchant_valid: false,
  merchant_status: 'SUBMITTED',
  in_sandbox: true,
};
const payoutOnly: GuardUser = { ...owner, profile: { type: 'SUBADMIN', permissions: ['payout'] } };
const dev: GuardUser = { ...owner, profile: { type: 'DEV', permissions: ['developer', 'transaction'] } };
const staff = (role: GuardUser['role'], access: string[] = []): GuardUser => ({
  role,
  access,
  profile: null,
  merchant_valid: false,
  merchant_status: null,
  in_sandbox: false,
});

const live: RouteAccess = { frame: 'merchant' };
const sandboxPage: RouteAccess = { frame: 'sandbox' };
const transactions: RouteAccess = { frame: 'merchant', permissions: ['transaction'] };
const payoutApi: RouteAccess = { frame: 'merchant', permissions: ['transaction', 'payout'] };
const profile: RouteAccess = { frame: 'profile', profileOnly: true };
const adminDashboard: RouteAccess = { frame: 'admin', adminEntry: 'dashboard' };

describe('guards: session', () => {
  it('treat a missing user as an expired session', () => {
    expect(decideAccess(null, live)).toEqual({ type: 'sessionExpired' });
    expect(decideAccess(undefined, adminDashboard)).toEqual({ type: 'sessionExpired' });
  });

  it('let a validated owner in live open live pages', () => {
    expect(decideAccess(owner, live)).toEqual({ type: 'allow' });
    expect(decideAccess(owner, transactions)).toEqual({ type: 'allow' });
    expect(decideAccess(owner, profile)).toEqual({ type: 'allow' });
  });
});

describe('guards: modes', () => {
  it('send an unverified merchant from live pages to the sandbox dashboard', () => {
    expect(decideAccess(unverified, live)).toEqual({ type: 'redirect', to: '/sandbox/dashboard' });
    expect(decideAccess({ ...unverified, in_sandbox: false }, live)).toEqual({
      type: 'redirect',
      to: '/sandbox/dashboard',
    });
    expect(decideAccess({ ...unverified, merchant_status: null }, live)).toMatchObject({
      to: '/sandbox/dashboard',
    });
  });

  it('keep sandbox pages open to an unverified merchant', () => {
    expect(decideAccess(unverified, sandboxPage)).toEqual({ type: 'allow' });
    expect(decideAccess({ ...unverified, in_sandbox: false }, sandboxPage)).toEqual({ type: 'allow' });
  });

  it('count status VALID as validated even without merchant_valid', () => {
    expect(decideAccess({ ...owner, merchant_valid: false }, live)).toEqual({ type: 'allow' });
  });

  it('send sandbox pages to /dashboard outside the sandbox', () => {
    expect(decideAccess(owner, sandboxPage)).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('send live pages to the sandbox dashboard while in the sandbox', () => {
    expect(decideAccess(inSandbox(owner), live)).toEqual({ type: 'redirect', to: '/sandbox/dashboard' });
    expect(decideAccess(inSandbox(owner), transactions)).toMatchObject({ to: '/sandbox/dashboard' });
    expect(decideAccess(inSandbox(owner), sandboxPage)).toEqual({ type: 'allow' });
  });

  it('open pages of either mode (validation, settings) in both', () => {
    const any: RouteAccess = { frame: 'merchant', mode: 'any' };
    expect(decideAccess(owner, any)).toEqual({ type: 'allow' });
    expect(decideAccess(inSandbox(owner), any)).toEqual({ type: 'allow' });
    expect(decideAccess(unverified, any)).toEqual({ type: 'allow' });
  });
});

describe('guards: roles', () => {
  it('send COMPTABLE to the back-office from merchant pages', () => {
    const comptable = staff('COMPTABLE');
    for (const route of [live, sandboxPage, profile, transactions]) {
      expect(decideAccess(comptable, route)).toEqual({ type: 'redirect', to: '/admin/dashboard' });
    }
  });

  it('refuse the back-office to non-admin roles with the spec message', () => {
    expect(decideAccess(owner, adminDashboard)).toEqual({
      type: 'redirect',
      to: '/sandbox/dashboard',
      notice: 'notAllowedHere',
    });
    expect(decideAccess(payoutOnly, { frame: 'admin' })).toMatchObject({ notice: 'notAllowedHere' });
  });

  it('open the back-office to admin roles, page by page as the menu', () => {
    expect(decideAccess(staff('SUPER_ADMIN'), adminDashboard)).toEqual({ type: 'allow' });
    expect(decideAccess(staff('DASHBOARD'), adminDashboard)).toEqual({ type: 'allow' });
    expect(decideAccess(staff('VALIDATION', ['DASHBOARD']), adminDashboard)).toEqual({ type: 'allow' });
    expect(decideAccess(staff('COMPTABLE'), adminDashboard)).toEqual({ type: 'allow' });
    expect(decideAccess(staff('VALIDATION'), adminDashboard)).toEqual({
      type: 'redirect',
      to: '/admin/validation',
    });
    expect(decideAccess(staff('MERCHANTS'), { frame: 'admin', adminEntry: 'access' })).toMatchObject({
      type: 'redirect',
    });
    expect(decideAccess(staff('USERS'), { frame: 'admin', adminEntry: 'validation' })).toEqual({
      type: 'allow',
    });
  });

  it('keep the commercial area to commercial agents (and super admins)', () => {
    const area: RouteAccess = { frame: 'commercial' };
    expect(decideAccess(staff('COMMERCIAL'), area)).toEqual({ type: 'allow' });
    expect(decideAccess(staff('SUPER_ADMIN'), area)).toEqual({ type: 'allow' });
    expect(decideAccess(owner, area)).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decideAccess(unverified, area)).toEqual({ type: 'redirect', to: '/sandbox/dashboard' });
  });
});

describe('guards: profile permissions', () => {
  it('block a SUBADMIN without the transaction permission from transactions (not only logged)', () => {
    expect(decideAccess(payoutOnly, transactions)).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(decideAccess(inSandbox(payoutOnly), { frame: 'sandbox', permissions: ['transaction'] })).toEqual({
      type: 'redirect',
      to: '/sandbox/dashboard',
    });
  });

  it('let DEV and SUBADMIN profiles in where their permissions list allows', () => {
    expect(decideAccess(payoutOnly, { frame: 'merchant', permissions: ['payout'] })).toEqual({
      type: 'allow',
    });
    expect(decideAccess(payoutOnly, payoutApi)).toEqual({ type: 'allow' });
    expect(decideAccess(dev, payoutApi)).toEqual({ type: 'allow' });
    expect(decideAccess(dev, { frame: 'merchant', permissions: ['refund'] })).toEqual({
      type: 'redirect',
      to: '/dashboard',
    });
  });

  it('open /profil to ADMIN and SUBADMIN only, with the spec message otherwise', () => {
    expect(decideAccess(payoutOnly, profile)).toEqual({ type: 'allow' });
    expect(decideAccess(dev, profile)).toEqual({
      type: 'redirect',
      to: '/dashboard',
      notice: 'notAllowedProfile',
    });
    expect(decideAccess(inSandbox(dev), { frame: 'sandbox', profileOnly: true })).toMatchObject({
      to: '/sandbox/dashboard',
      notice: 'notAllowedProfile',
    });
  });

  it('let a staff user without a merchant profile open only the unguarded merchant pages', () => {
    expect(decideAccess(staff('SUPER_ADMIN'), live)).toEqual({ type: 'allow' });
    expect(decideAccess(staff('SUPER_ADMIN'), transactions)).toEqual({ type: 'redirect', to: '/dashboard' });
  });
});

describe('guards: no redirect loops', () => {
  const users: GuardUser[] = [
    owner,
    inSandbox(owner),
    unverified,
    { ...unverified, in_sandbox: false },
    payoutOnly,
    inSandbox(payoutOnly),
    dev,
    { ...dev, profile: { type: 'DEV', permissions: [] } },
    ...(['SUPER_ADMIN', 'COMPTABLE', 'COMMERCIAL', 'VALIDATION', 'USERS'] as const).map((r) => staff(r)),
  ];
  const byPath = new Map(SIGNED_IN_PAGES.map((p) => [`/${p.path}`, p.access]));

  it('every redirect of every page ends on a page the user may open', () => {
    for (const user of users) {
      for (const page of SIGNED_IN_PAGES) {
        let access: RouteAccess = page.access;
        const seen = new Set<string>([page.path]);
        for (let hop = 0; ; hop++) {
          const decision = decideAccess(user, access);
          if (decision.type !== 'redirect') break;
          expect(seen.has(decision.to), `${user.role} loops at ${decision.to} from ${page.path}`).toBe(false);
          seen.add(decision.to);
          const next = byPath.get(decision.to);
          expect(next, `${decision.to} is a page`).toBeDefined();
          access = next!;
          expect(hop).toBeLessThan(4);
        }
      }
    }
  });

  it('has a page for every admin menu entry and for both dashboards', () => {
    expect(byPath.has('/dashboard')).toBe(true);
    expect(byPath.has(homeDashboard(unverified))).toBe(true);
    expect(ADMIN_MENU_ENTRIES.length).toBe(12);
  });
});
