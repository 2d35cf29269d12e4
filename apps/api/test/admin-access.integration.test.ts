import { ADMIN_ROLES, type AdminMenuEntry, staffMay } from '@platform/domain';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { staffRightOf } from '../src/modules/auth/staff-guard.ts';
import { hashPassword } from '../src/platform/auth/password-hash.ts';
import { newId } from '../src/platform/db/ids.ts';
import { users } from '../src/platform/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { tokenOf } from './insights-fixtures.ts';

/**
 * Every `/api/admin` route and the right (spec section 6, `staffMay`) it needs. Whoever adds an
 * admin route adds its row: the test fails for a route without one.
 */
const ADMIN_ROUTE_RIGHTS: Record<string, AdminMenuEntry> = {
  // Audit trail (h/admin-core).
  'GET /api/admin/actions': 'actions',
  'GET /api/admin/actions/facets': 'actions',
  'GET /api/admin/merchant-actions/:merchantId': 'merchants',
  // Dashboard (h/admin-core).
  'GET /api/admin/dashboard': 'dashboard',
  'POST /api/admin/dashboard/ledger-check': 'dashboard',
  // Staff users and privileges (h/admin-core).
  'GET /api/admin/users': 'users',
  'POST /api/admin/users': 'users',
  'PATCH /api/admin/users/:id': 'users',
  'POST /api/admin/users/:id/disable': 'users',
  'POST /api/admin/users/:id/enable': 'users',
  'GET /api/admin/access': 'access',
  'GET /api/admin/access/role/:id': 'access',
  // Merchant validation and conformity (h/admin-core).
  'GET /api/admin/validation': 'validation',
  'GET /api/admin/validation/:merchantId': 'validation',
  'POST /api/admin/validation/:merchantId/approve': 'validation',
  'POST /api/admin/validation/:merchantId/refuse': 'validation',
  'GET /api/admin/kyc-documents/:documentId/file': 'validation',
  'GET /api/admin/conformity': 'conformity',
  'GET /api/admin/conformity/:merchantId': 'conformity',
  'POST /api/admin/conformity/:merchantId/clear': 'conformity',
  'POST /api/admin/conformity/:merchantId/request-documents': 'conformity',
  'POST /api/admin/conformity/:merchantId/suspend': 'conformity',
  'POST /api/admin/conformity/:merchantId/reinstate': 'conformity',
  // Back-office operations (h/admin-ops).
  'GET /api/admin/withdrawals': 'paymentRequest',
  'GET /api/admin/withdrawals/:id': 'paymentRequest',
  'POST /api/admin/withdrawals/:id/approve': 'paymentRequest',
  'POST /api/admin/withdrawals/:id/refuse': 'paymentRequest',
  'GET /api/admin/payout-api-requests': 'payoutApi',
  'POST /api/admin/payout-api-requests/:id/approve': 'payoutApi',
  'POST /api/admin/payout-api-requests/:id/refuse': 'payoutApi',
  'POST /api/admin/payout-api-requests/:id/revoke': 'payoutApi',
  'GET /api/admin/whitelist-ips': 'whitelistIp',
  'POST /api/admin/whitelist-ips': 'whitelistIp',
  'POST /api/admin/whitelist-ips/remove': 'whitelistIp',
  'GET /api/admin/card-requests': 'cardPaymentRequest',
  'GET /api/admin/card-requests/:id': 'cardPaymentRequest',
  'POST /api/admin/card-requests/:id/approve': 'cardPaymentRequest',
  'POST /api/admin/card-requests/:id/refuse': 'cardPaymentRequest',
  'GET /api/admin/merchants': 'merchants',
  'GET /api/admin/merchants/:id': 'merchants',
  'POST /api/admin/merchants/mail/preview': 'merchants',
  'POST /api/admin/merchants/mail': 'merchants',
  'GET /api/admin/merchants/:id/balances': 'merchants',
  'POST /api/admin/merchants/:id/adjustments': 'merchants',
  'POST /api/admin/adjustments/:id/approve': 'merchants',
  'POST /api/admin/adjustments/:id/reject': 'merchants',
  'GET /api/admin/merchants/:id/fees': 'merchants',
  'PUT /api/admin/merchants/:id/shops/:shopId/fees': 'merchants',
  'GET /api/admin/merchants/:id/payouts': 'merchants',
  'POST /api/admin/merchants/:id/payouts': 'merchants',
  'GET /api/admin/transactions': 'transactions',
  'GET /api/admin/transactions/export': 'transactions',
  'GET /api/admin/transactions/:id': 'transactions',
  'POST /api/admin/transactions/:id/recheck': 'transactions',
  // Merchant and shop pickers (h/admin17): every staff user (MERCHANT_LOOKUP_RIGHT).
  'GET /api/admin/lookup/merchants': 'whitelistIp',
  'GET /api/admin/lookup/merchants/:id/shops': 'whitelistIp',
  // Commercial agents and commission terms (h/growth).
  'GET /api/admin/commercial/agents': 'merchants',
  'POST /api/admin/commercial/agents': 'users',
  'PUT /api/admin/commercial/agents/:userId': 'merchants',
  'GET /api/admin/commercial/merchants/:merchantId': 'merchants',
  'PUT /api/admin/commercial/merchants/:merchantId/agent': 'merchants',
  'PUT /api/admin/commercial/merchants/:merchantId/referral': 'merchants',
};

const routes: { method: string; url: string; right: AdminMenuEntry | undefined }[] = [];
function collect(route: RouteOptions) {
  if (!route.url.startsWith('/api/admin')) return;
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue;
    routes.push({ method, url: route.url, right: staffRightOf(route) });
  }
}

let t: TestApp;
let merchantToken: string;
const staffTokens = new Map<string, string>();
const subject = (role: string) => ({ role, access: [] as string[], profile: null });

beforeAll(async () => {
  t = await buildTestApp({ onRoute: collect });
  await seedDemo(t.deps.db, 'test');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.deps.db.insert(users).values(
    ADMIN_ROLES.map((role) => ({
      id: newId('usr'),
      email: `${role.toLowerCase()}@staff.test`,
      passwordHash,
      firstName: 'Staff',
      lastName: role,
      role,
      isActive: true,
    })),
  );
  merchantToken = await tokenOf(t.app, 'marchand@demo.local');
  for (const role of ADMIN_ROLES)
    staffTokens.set(role, await tokenOf(t.app, `${role.toLowerCase()}@staff.test`));
}, 120_000);
afterAll(() => t.close());

const call = (method: string, url: string, token: string | null) =>
  t.app.inject({
    method: method as 'GET',
    url: url.replace(/:[A-Za-z]+/g, 'x_unknown'),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
  });

describe('admin access (one rule table for every /api/admin route)', () => {
  it('finds the admin routes and a row for each in the table, with the guard asking for that right', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      expect(ADMIN_ROUTE_RIGHTS[key], `no row in ADMIN_ROUTE_RIGHTS for ${key}`).toBeDefined();
      expect(route.right, `${key} has no requireStaff guard`).toBe(ADMIN_ROUTE_RIGHTS[key]);
    }
  });

  it('answers 401 without a session and 403 STAFF_FORBIDDEN to a merchant on every admin route', async () => {
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      expect((await call(route.method, route.url, null)).statusCode, key).toBe(401);
      const response = await call(route.method, route.url, merchantToken);
      expect(response.statusCode, key).toBe(403);
      expect(response.json().code, key).toBe('STAFF_FORBIDDEN');
    }
  }, 120_000);

  it('refuses staff without the right and lets staff with it through', async () => {
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const right = ADMIN_ROUTE_RIGHTS[key]!;
      const allowed = ADMIN_ROLES.filter((role) => staffMay(subject(role), right));
      const refused = ADMIN_ROLES.filter((role) => !staffMay(subject(role), right));
      for (const role of refused) {
        const response = await call(route.method, route.url, staffTokens.get(role)!);
        expect(response.statusCode, `${key} as ${role}`).toBe(403);
        expect(response.json().code, `${key} as ${role}`).toBe('STAFF_FORBIDDEN');
      }
      expect(allowed.length, key).toBeGreaterThan(0);
      for (const role of allowed) {
        const response = await call(route.method, route.url, staffTokens.get(role)!);
        expect(response.statusCode, `${key} as ${role}`).not.toBe(401);
        expect(response.statusCode >= 500, `${key} as ${role}: ${response.body}`).toBe(false);
        if (response.statusCode === 403)
          expect(response.json().code, `${key} as ${role}`).not.toBe('STAFF_FORBIDDEN');
      }
    }
  }, 180_000);

  it('lets the ADMIN role read the trail and refuses the USERS role', async () => {
    const response = await call('GET', '/api/admin/actions', staffTokens.get('ADMIN')!);
    expect(response.statusCode).toBe(200);
    const refused = await call('GET', '/api/admin/actions', staffTokens.get('USERS')!);
    expect(refused.statusCode).toBe(403);
  });
});
