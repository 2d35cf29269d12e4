import { mkdir } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { COMMERCIAL, MERCHANT, PASSWORD } from '../shell/helpers.ts';
import { clipped, coveredBySupport, openPage, VIEWPORTS } from './clipped.ts';

/**
 * Issue 21, defect 3: no table cell, badge or card text is clipped at 1366 px, 1024 px or on a
 * phone, on the pages a merchant uses every day. Each page is measured (an element that hides
 * overflow, or ellipsizes, and whose content is wider than its box: `scrollWidth > clientWidth`;
 * a table that must scroll sideways to show its last columns; a page wider than the window) and
 * photographed; the screenshots are kept under test-results/visual-pass for CI's artifacts.
 */

const SHOTS = 'test-results/visual-pass';

/**
 * At 1024 px these lists stay tables (their low-priority columns left out, not their rows turned
 * into cards), with these columns in view.
 */
const TABLES_AT_1024: Record<string, { testId: string; columns: string[] }> = {
  transactions: { testId: 'transactions-table', columns: ['Date', 'Référence', 'Montant', 'Statut'] },
  payouts: { testId: 'payouts-table', columns: ['Référence', 'Montant', 'Statut', 'Date'] },
};

/** The machine may be shared with other runs: pages get a while to come. */
const slow = expect.configure({ timeout: 60_000 });

type Seeded = {
  transaction: string;
  payout: string;
  draftList: string;
  doneList: string;
  webhook: string;
};

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 90; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Real activity on the demo merchant's first live shop: payments, a payout, two lists, a webhook. */
async function seedActivity(request: APIRequestContext): Promise<Seeded> {
  const login = await request.post('/api/auth/users/login', {
    data: { email: MERCHANT, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const headers = { authorization: `Bearer ${token}` };
  const shops = (await (await request.get(`/api/shop/${user._id}/get`, { headers })).json()) as {
    shop: { _id: string }[];
  };
  const shop = shops.shop[0]!._id;

  // A webhook endpoint first, so the payments below leave deliveries (failed: nothing listens).
  const hook = await request.post('/api/webhooks/endpoints', {
    headers,
    data: { shop, url: 'https://127.0.0.1:9/visual-pass', description: 'Visual pass' },
  });
  expect(hook.status(), await hook.text()).toBe(201);
  const webhook = ((await hook.json()) as { _id: string })._id;

  const created = await request.post('/api/developers/keys', { headers, data: { shop } });
  expect(created.status(), await created.text()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  const pay = async (amount: number, ending: string, name: string) => {
    const paid = await request.post('/api/transactions/public/requesttopay/mtn', {
      headers: { authorization: `Bearer ${key}` },
      data: { shop, amount, phoneNumber: `01970000${ending}`, first_name: name, description: 'Commande 42' },
    });
    expect(paid.status(), await paid.text()).toBe(202);
    return ((await paid.json()) as { reference: string }).reference;
  };
  const paidRefs = [await pay(1_250_000, '00', 'Adjoavi Houngbédji'), await pay(25_000, '00', 'Koffi')];
  await pay(7_500, '01', 'Rejet');
  for (const reference of paidRefs) {
    await poll(
      async () =>
        (
          (await (
            await request.get(`/api/transactions/public/single/status/${reference}`, {
              headers: { authorization: `Bearer ${key}` },
            })
          ).json()) as { status: string }
        ).status,
      (status) => status === 'SUCCESSFUL',
      `payment ${reference}`,
    );
  }

  const sent = await request.post('/api/payouts/send', {
    headers,
    data: {
      shop,
      phoneNumber: '0197000000',
      network: 'MTN',
      amount: 15_000,
      motif: 'Avance',
      password: PASSWORD,
    },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const payout = ((await sent.json()) as { _id: string })._id;

  const list = async (name: string) => {
    const response = await request.post('/api/payout-lists', {
      headers,
      data: {
        shop,
        name,
        rows: [
          { phoneNumber: '0197000000', network: 'MTN', amount: '1000', motif: 'Salaire de novembre' },
          { phoneNumber: '0195000000', network: 'MOOV', amount: '2500', motif: 'Prime' },
          { phoneNumber: '0195000100', network: 'MTN', amount: '1200', motif: 'Erreur de réseau' },
        ],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { _id: string })._id;
  };
  const draftList = await list('Salaires (aperçu)');
  const doneList = await list('Salaires de novembre');
  const confirmed = await request.post(`/api/payout-lists/${doneList}/confirm`, {
    headers,
    data: { password: PASSWORD },
  });
  expect(confirmed.status(), await confirmed.text()).toBeLessThan(300);
  await poll(
    async () =>
      ((await (await request.get(`/api/payout-lists/${doneList}`, { headers })).json()) as { status: string })
        .status,
    (status) => status === 'DONE',
    'the payout list',
  );

  const link = await request.post('/api/payment-links', {
    headers,
    data: { shop, title: 'Abonnement mensuel Premium', amount: 15_000 },
  });
  expect(link.status(), await link.text()).toBe(201);
  const page = await request.post('/api/payment-pages', {
    headers,
    data: {
      shop,
      title: 'Boutique de Noël',
      amount_type: 'fixed',
      items: [{ price: 5_000 }, { price: 10_000 }],
    },
  });
  expect(page.status(), await page.text()).toBe(201);

  return { transaction: paidRefs[0]!, payout, draftList, doneList, webhook };
}

/** One test over the three sizes, so that every clipped element of every size is reported at once. */
test('no table cell, badge or card text is clipped at 1366, 1024 and 390 px', async ({ page }) => {
  test.setTimeout(900_000);
  const seeded = await seedActivity(page.request);
  await mkdir(SHOTS, { recursive: true });
  const login = await page.request.post('/api/auth/users/login', {
    data: { email: MERCHANT, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const problems: string[] = [];

  for (const viewport of VIEWPORTS) {
    let detail = '';
    const pages: Entry[] = [
      {
        name: 'dashboard',
        path: () => '/dashboard',
        ready: (p) =>
          slow(
            p.getByTestId('latest-transactions').locator(`[data-reference="${seeded.transaction}"]`).first(),
          ).toBeVisible(),
      },
      {
        name: 'transactions',
        path: () => '/transactions',
        ready: async (p) => {
          const link = p
            .locator(`[data-reference="${seeded.transaction}"]`)
            .getByTestId('transaction-link')
            .first();
          await slow(link).toBeVisible();
          detail = (await link.getAttribute('href')) ?? '';
        },
      },
      {
        name: 'transaction-detail',
        path: () => detail,
        ready: (p) => slow(p.getByTestId('ledger-card')).toBeVisible(),
      },
      {
        name: 'payouts',
        path: () => '/payouts',
        ready: (p) => slow(p.getByTestId('payouts-table')).toBeVisible(),
      },
      {
        name: 'payout-detail',
        path: () => `/payouts/detail/${seeded.payout}`,
        ready: (p) => slow(p.getByText('Avance').first()).toBeVisible(),
      },
      {
        name: 'payout-list-preview',
        path: () => `/payout_list/liste/view/${seeded.draftList}`,
        ready: (p) => slow(p.getByTestId('rows-table')).toBeVisible(),
      },
      {
        name: 'payout-list-run',
        path: () => `/payout_list/detail/${seeded.doneList}`,
        ready: (p) => slow(p.getByTestId('progress-finished')).toBeVisible(),
      },
      {
        name: 'payout-lists',
        path: () => '/payout_list/liste',
        ready: (p) => slow(p.getByTestId('lists-table')).toBeVisible(),
      },
      {
        name: 'links',
        path: () => '/feexLinks',
        ready: (p) => slow(p.getByText('Abonnement mensuel Premium').first()).toBeVisible(),
      },
      {
        name: 'pages',
        path: () => '/feexpage',
        ready: (p) => slow(p.getByText('Boutique de Noël').first()).toBeVisible(),
      },
      {
        name: 'developers',
        path: () => '/developers',
        ready: (p) => slow(p.getByTestId('api-key-row').first()).toBeVisible(),
      },
      {
        name: 'webhook',
        path: () => `/developers/webhook/view/${seeded.webhook}`,
        ready: (p) => slow(p.getByTestId('deliveries')).toBeVisible(),
      },
    ];

    await pass(page, viewport, pages, problems);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

type Entry = {
  name: string;
  path: () => string;
  ready: (p: Page) => Promise<void>;
  /** The list that must be shown as cards on a phone (its data-testid). */
  list?: string;
};

/**
 * Opens each page at the window's size (the first one loaded, the others by in-app navigation),
 * photographs it, and reports what is clipped, and a list still a table on a phone.
 */
async function pass(page: Page, viewport: (typeof VIEWPORTS)[number], entries: Entry[], problems: string[]) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  for (const [index, entry] of entries.entries()) {
    await openPage(page, entry.path(), index === 0);
    try {
      await entry.ready(page);
    } catch (error) {
      problems.push(`${viewport.name} ${entry.name}: did not show (${String(error).split('\n')[0]})`);
      continue;
    }
    await page.waitForTimeout(300);
    const kept = viewport.width === 1024 ? TABLES_AT_1024[entry.name] : undefined;
    if (kept) {
      const list = page.getByTestId(kept.testId);
      const layout = await list.getAttribute('data-layout');
      const headers = (await list.locator('thead th').allTextContents()).map((h) => h.trim());
      if (layout !== 'table') problems.push(`${viewport.name} ${entry.name}: ${layout}, not a table`);
      for (const column of kept.columns.filter((c) => !headers.includes(c)))
        problems.push(`${viewport.name} ${entry.name}: no ${column} column (${headers.join(', ')})`);
    }
    await page.screenshot({ path: `${SHOTS}/${viewport.name}-${entry.name}.png`, fullPage: true });
    for (const line of await clipped(page)) problems.push(`${viewport.name} ${entry.name}: ${line}`);
    if (viewport.width < 640)
      for (const line of await coveredBySupport(page))
        problems.push(`${viewport.name} ${entry.name}: ${line}`);
    if (entry.list && viewport.width < 640) {
      const layout = await page.getByTestId(entry.list).first().getAttribute('data-layout');
      if (layout !== 'cards')
        problems.push(`${viewport.name} ${entry.name}: ${entry.list} is not cards (${layout})`);
    }
  }
}

/** A refund draft as /refund/newList leaves it for the summary (this tab's session storage). */
const REFUND_DRAFT = {
  shop: 'shp_visual',
  name: 'Remboursements de la semaine',
  items: [
    ['txn_01JD8Q4Z5X7Y9W2V3T6R8P0N1M', '0197000000', 1_250_000],
    ['txn_01JD8Q4Z5X7Y9W2V3T6R8P0N2K', '+22890111002', 25_000],
    ['txn_01JD8Q4Z5X7Y9W2V3T6R8P0N3J', '0166000000', 7_500],
  ].map(([reference, phoneNumber, amount]) => ({
    transaction: reference,
    reference,
    phoneNumber,
    reseau: 'MTN',
    remaining: amount,
    amount,
  })),
};

/**
 * Issue 21, feature 5 and defect 3 on the lists moved onto the shared table: the referral board,
 * the refund summary and the sandbox market's products (the demo merchant), the commercial agent's
 * merchants. None clips at 1366 or 1024 px; on a phone each is a list of cards.
 */
test('the referral board, refund summary, market products and agent merchants fit, and are cards on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  await mkdir(SHOTS, { recursive: true });
  const problems: string[] = [];

  const agent = await browser.newPage();
  const signedIn = await agent.request.post('/api/auth/users/login', {
    data: { email: COMMERCIAL, password: PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const agentPages: Entry[] = [
    {
      name: 'agent-merchants',
      path: () => '/commercial/customers',
      ready: (p) =>
        slow(p.getByTestId('customer-row').filter({ hasText: 'Boutique Filleule' }).first()).toBeVisible(),
      list: 'customers-table',
    },
  ];
  for (const viewport of VIEWPORTS) await pass(agent, viewport, agentPages, problems);
  await agent.close();

  const login = await page.request.post('/api/auth/users/login', {
    data: { email: MERCHANT, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const merchantPages: Entry[] = [
    {
      name: 'referral-board',
      path: () => '/referral/board',
      ready: (p) =>
        slow(p.getByTestId('sponsored-row').filter({ hasText: 'Boutique Filleule' }).first()).toBeVisible(),
      list: 'sponsored-table',
    },
    {
      name: 'refund-summary',
      path: () => '/refund/editSommary',
      ready: async (p) => {
        await p.evaluate(
          (draft) => sessionStorage.setItem('refund_draft', JSON.stringify(draft)),
          REFUND_DRAFT,
        );
        // The summary reads the draft when it renders: it is opened again once the draft is there.
        await p.evaluate(() => {
          window.history.pushState({}, '', '/refund/newList');
          window.dispatchEvent(new PopStateEvent('popstate'));
          window.history.pushState({}, '', '/refund/editSommary');
          window.dispatchEvent(new PopStateEvent('popstate'));
        });
        await slow(p.getByTestId('refund-total')).toBeVisible();
      },
      list: 'refund-summary',
    },
  ];
  for (const viewport of VIEWPORTS) await pass(page, viewport, merchantPages, problems);

  // The market's products are the sandbox shop's: the merchant switches to the sandbox, then back.
  const { token } = (await login.json()) as { token: string };
  const mode = (value: 0 | 1) =>
    page.request.post('/api/auth/users/check_password', {
      headers: { authorization: `Bearer ${token}` },
      data: { password: PASSWORD, mode: value },
    });
  expect((await mode(0)).status()).toBe(200);
  const sandboxPages: Entry[] = [
    {
      name: 'market-products',
      path: () => '/sandbox/feexMarket?tab=products',
      ready: (p) => slow(p.getByTestId('product-row').first()).toBeVisible(),
      list: 'products-table',
    },
  ];
  try {
    for (const viewport of VIEWPORTS) await pass(page, viewport, sandboxPages, problems);
  } finally {
    expect((await mode(1)).status()).toBe(200);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
