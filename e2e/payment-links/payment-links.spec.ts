import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { createFixedLink, merchantApi, payAsCustomer, signIn } from './helpers.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

type Balance = { available: number; pending: number; reserve: number };

async function balanceOf(page: Page): Promise<Balance> {
  const { headers, shop } = await merchantApi(page);
  const response = await page.request.get(`/api/overview/balance?shop=${shop}`, { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { balance: Balance }).balance;
}

/** The link's detail (reloaded): its statistics and the reference of its latest payment. */
async function linkDetail(page: Page, url: string) {
  await page.reload();
  await expect(page.getByTestId('link-detail-title')).toBeVisible();
  return {
    payments: page.getByTestId('stat-payments'),
    collected: page.getByTestId('stat-collected'),
    rows: page.getByTestId('source-payment-row'),
    url,
  };
}

/** The dashboard's balance card shows the ledger's available balance. */
async function dashboardShows(page: Page, balance: Balance) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('balance-available')).toHaveAttribute(
    'data-amount',
    String(balance.available),
  );
}

/** The merchant finds the payment in the transactions list, opens its detail and exports it. */
async function merchantSeesTransaction(page: Page, reference: string) {
  await page.goto('/transactions');
  await page.getByTestId('transaction-search').fill(reference);
  const row = page
    .locator(`[data-testid="transaction-row"][data-reference="${reference}"]`)
    .getByTestId('transaction-link');
  await expect(row).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await (await download).path();
  expect(await readFile(file, 'utf8')).toContain(reference);
  await row.click();
  await expect(page.getByTestId('detail-reference')).toContainText(reference);
}

/** The links list: searched and sorted in the URL (a reload keeps the view), exported as CSV. */
async function merchantFindsLink(page: Page, title: string) {
  await page.goto('/feexLinks');
  await page.getByTestId('table-search').fill(title);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${title.replaceAll(' ', '\\+')}`));
  await page.getByTestId('sort-collected').click();
  await expect(page).toHaveURL(/sort=collected/);
  await page.reload();
  const row = page.getByTestId('link-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('table-search')).toHaveValue(title);
  const download = page.waitForEvent('download');
  await page.getByTestId('table-export-csv').click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\n').filter(Boolean)).toHaveLength(2); // the header and the link
  expect(csv).toContain(`${title},5000,`);
}

test('a customer pays a fixed-amount link with MTN (…00); the merchant sees it, its balance and exports it', async ({
  page,
  browser,
}) => {
  const before = await balanceOf(page);
  const url = await createFixedLink(page, 'Sac en pagne', 5000);

  const customer = await payAsCustomer(browser, url, '00');
  await expect(customer.page.getByRole('heading', { name: 'Paiement réussi' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(customer.page).toHaveURL(/\/feexLinks\/end\/lnk_/);
  await customer.context.close();

  const detail = await linkDetail(page, url);
  await expect(detail.payments).toHaveText('1');
  await expect(detail.collected).toContainText('5');
  await expect(detail.rows).toHaveCount(1);
  const reference = (await detail.rows.first().getAttribute('data-reference'))!;
  const after = await balanceOf(page);
  expect(after.available).toBeGreaterThan(before.available);
  expect(after.available - before.available).toBeLessThanOrEqual(5000);
  await merchantFindsLink(page, 'Sac en pagne');
  await dashboardShows(page, after);
  await merchantSeesTransaction(page, reference);
});

test('MTN …01: insufficient funds is a clear failure and nothing is credited', async ({ page, browser }) => {
  const before = await balanceOf(page);
  const url = await createFixedLink(page, 'Commande refusée', 3000);
  const customer = await payAsCustomer(browser, url, '01');
  await expect(customer.page.getByRole('heading', { name: 'Paiement non effectué' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(customer.page.getByText('Solde insuffisant sur le compte.')).toBeVisible();
  await customer.context.close();

  const detail = await linkDetail(page, url);
  await expect(detail.payments).toHaveText('0');
  await expect(detail.rows).toHaveCount(1);
  await expect(detail.rows.first()).toContainText('Échoué');
  const after = await balanceOf(page);
  expect(after.available).toBe(before.available);
  await dashboardShows(page, after);
});

test('MTN …05: pending, then success once the customer approves', async ({ page, browser }) => {
  const url = await createFixedLink(page, 'Abonnement mensuel', 2000);
  const customer = await payAsCustomer(browser, url, '05');
  await expect(customer.page.getByText('En attente de votre validation…')).toBeVisible({ timeout: 20_000 });
  await expect(customer.page.getByRole('heading', { name: 'Paiement réussi' })).toBeVisible({
    timeout: 45_000,
  });
  await customer.context.close();
  const detail = await linkDetail(page, url);
  await expect(detail.payments).toHaveText('1');
});

test('a card payment with the 3-D Secure card', async ({ page, browser }) => {
  const url = await createFixedLink(page, 'Paiement carte', 7500);
  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto(url);
  await customer.getByRole('link', { name: 'Payer par carte bancaire' }).click();
  await customer.getByRole('button', { name: 'Payer par carte bancaire' }).click();
  await customer.locator('#number').fill('4000 0000 0000 3220');
  await customer.locator('#exp').fill('12/34');
  await customer.locator('#cvc').fill('123');
  await customer.locator('button.pay').click();
  await customer.locator('button.pay').click();
  await expect(customer.getByRole('heading', { name: 'Paiement réussi' })).toBeVisible({ timeout: 30_000 });
  await context.close();
  const detail = await linkDetail(page, url);
  await expect(detail.payments).toHaveText('1');
});

test('an expired link shows the link-expired page, a disabled one too', async ({ page, browser }) => {
  await signIn(page, '/feexLinks');
  const { headers, shop } = await merchantApi(page);
  const expiresAt = Date.now() + 4_000;
  const created = await page.request.post('/api/payment-links', {
    headers,
    data: {
      shop,
      title: 'Offre limitée',
      amount: 1000,
      expires_at: new Date(expiresAt).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: { _id: string; path: string } };
  await page.waitForTimeout(Math.max(0, expiresAt - Date.now() + 300));
  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto(link.path);
  await expect(customer).toHaveURL(/\/feexLinks\/linkexpired\?reason=expired/);
  await expect(customer.getByTestId('link-expired')).toContainText('Ce lien de paiement a expiré');

  await page.goto(`/feexLinks/detail/${link._id}`);
  await expect(page.getByTestId('link-state')).toHaveText('Expiré');
  const url = await createFixedLink(page, 'Lien à désactiver', 1500);
  await page.getByTestId('link-edit').click();
  await expect(page.getByTestId('link-preview')).toContainText('Lien à désactiver');
  await page.getByLabel(/^Titre/).fill('Lien désactivé');
  await expect(page.getByTestId('link-preview')).toContainText('Lien désactivé');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('link-detail-title')).toHaveText('Lien désactivé');
  await page.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByTestId('link-state')).toHaveText('Désactivé');
  await customer.goto(url);
  await expect(customer.getByTestId('link-expired')).toContainText('désactivé par le marchand');
  await context.close();
});

test('a customer pays in English', async ({ page, browser }) => {
  const url = await createFixedLink(page, 'English order', 4000);
  const english = url.replace(/\/checkout\/link\//, '/en/checkout/link/');
  const customer = await payAsCustomer(browser, english, '00');
  await expect(customer.page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(customer.page).toHaveURL(/\/en\/feexLinks\/end\//);
  await customer.context.close();
  const detail = await linkDetail(page, url);
  await expect(detail.payments).toHaveText('1');
});
