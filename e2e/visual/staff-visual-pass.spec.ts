import { mkdir } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearerOf, merchantSession } from '../admin-ops/helpers.ts';
import { PASSWORD, SUPER_ADMIN } from '../shell/helpers.ts';
import { clipped, openPage, VIEWPORTS } from './clipped.ts';

/**
 * Issue 21, defect 3 on the back-office: the staff lists (merchants, the audit trail, withdrawals,
 * the validation queue and the other queues, staff users, privileges, the commercial agents) clip
 * nothing at 1366 px and 1024 px, and on a phone each list is a stack of cards with the amount and
 * status in view. Screenshots are kept under
 * test-results/visual-pass with the merchant pages' ones.
 */

const SHOTS = 'test-results/visual-pass';
const slow = expect.configure({ timeout: 60_000 });

/** An audited staff action, so the trail has a row (the demo seed has a withdrawal waiting). */
async function seed(request: APIRequestContext): Promise<{ merchantId: string }> {
  const merchant = await merchantSession(request);
  const staff = await bearerOf(request, SUPER_ADMIN);
  const added = await request.post('/api/admin/whitelist-ips', {
    headers: staff.headers,
    data: { shop: merchant.shop, ip: '203.0.113.77', reason: 'Passe visuelle', password: PASSWORD },
  });
  // 409 on a retry: the IP is already there from the first attempt.
  expect([200, 201, 409], await added.text()).toContain(added.status());
  const merchants = (await (
    await request.get('/api/admin/merchants?q=Demo%20Marchand', { headers: staff.headers })
  ).json()) as { items: { _id: string }[] };
  return { merchantId: merchants.items[0]!._id };
}

type Entry = {
  name: string;
  path: string;
  /** The list checked: a table on a laptop, cards on a phone, with these inside each card. */
  list?: { testId: string; inCard: string[] };
  ready: (p: Page) => Promise<void>;
};

test('the staff lists clip nothing at 1366 and 1024 px and are cards on a phone', async ({ page }) => {
  test.setTimeout(900_000);
  const { merchantId } = await seed(page.request);
  await mkdir(SHOTS, { recursive: true });
  const login = await page.request.post('/api/auth/users/login', {
    data: { email: SUPER_ADMIN, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const rowOf = (testId: string) => (p: Page) => slow(p.getByTestId(testId).first()).toBeVisible();
  const entries: Entry[] = [
    {
      name: 'admin-dashboard',
      path: '/admin/dashboard',
      ready: rowOf('total-collected'),
    },
    {
      name: 'admin-merchants',
      path: '/admin/merchants',
      list: { testId: 'merchants-table', inCard: ['staff-status'] },
      ready: rowOf('merchant-row'),
    },
    {
      name: 'admin-actions',
      path: '/admin/actions',
      list: { testId: 'actions-table', inCard: [] },
      ready: rowOf('action-row'),
    },
    {
      name: 'admin-withdrawals',
      path: '/admin/payementRequest',
      list: { testId: 'admin-withdrawals', inCard: ['staff-status', 'withdrawal-approve'] },
      ready: rowOf('admin-withdrawals'),
    },
    {
      name: 'admin-validation',
      path: '/admin/validation',
      list: { testId: 'validation-queue', inCard: [] },
      ready: rowOf('queue-row'),
    },
    {
      name: 'admin-whitelist',
      path: '/admin/whitelistip',
      list: { testId: 'admin-whitelist', inCard: [] },
      ready: rowOf('admin-whitelist'),
    },
    {
      name: 'admin-users',
      path: '/admin/users',
      list: { testId: 'staff-table', inCard: ['staff-status', 'staff-edit'] },
      ready: rowOf('staff-row'),
    },
    {
      name: 'admin-access',
      path: '/admin/access',
      list: { testId: 'rights-table', inCard: ['role-users'] },
      ready: rowOf('rights-table'),
    },
    {
      name: 'admin-access-role',
      path: '/admin/access/role/SUPER_ADMIN',
      ready: rowOf('role-members'),
    },
    {
      name: 'admin-agents',
      path: '/admin/merchants/agents',
      list: { testId: 'agents-table', inCard: ['agent-status', 'agent-edit'] },
      ready: rowOf('agent-row'),
    },
    {
      name: 'admin-merchant-view',
      path: `/admin/merchants/view/${merchantId}`,
      ready: rowOf('action-row'),
    },
    {
      name: 'admin-card-requests',
      path: '/admin/card-payment-request?status=APPROVED',
      ready: (p) =>
        slow(
          p.getByTestId('admin-card-requests').or(p.getByTestId('card-requests-empty')).first(),
        ).toBeVisible(),
    },
    {
      name: 'admin-payout-api',
      path: '/admin/payoutRequest',
      ready: (p) =>
        slow(
          p
            .getByTestId('admin-payout-api')
            .or(p.getByText(/Aucune demande/))
            .first(),
        ).toBeVisible(),
    },
    {
      name: 'admin-merchant-payouts',
      path: `/admin/merchants/payout/${merchantId}`,
      ready: rowOf('staff-payout-send'),
    },
    {
      name: 'admin-merchant-balance',
      path: `/admin/merchants/solde/${merchantId}`,
      ready: rowOf('balances-table'),
    },
  ];
  const problems: string[] = [];

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const phone = viewport.width < 600;
    for (const [index, entry] of entries.entries()) {
      await openPage(page, entry.path, index === 0);
      try {
        await entry.ready(page);
      } catch (error) {
        problems.push(`${viewport.name} ${entry.name}: did not show (${String(error).split('\n')[0]})`);
        continue;
      }
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/${viewport.name}-${entry.name}.png`, fullPage: true });
      for (const line of await clipped(page)) problems.push(`${viewport.name} ${entry.name}: ${line}`);
      if (entry.list && phone) {
        const list = page.getByTestId(entry.list.testId);
        const layout = await list.getAttribute('data-layout');
        if (layout !== 'cards') problems.push(`${viewport.name} ${entry.name}: a ${layout}, not cards`);
        for (const inside of entry.list.inCard) {
          if (!(await list.getByTestId(inside).first().isVisible()))
            problems.push(`${viewport.name} ${entry.name}: no ${inside} in view on the first card`);
        }
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
