import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, MERCHANT, PASSWORD, signIn, toast } from '../shell/helpers.ts';

/** The selected shop of the page (the spec's shopsession). */
async function selectedShop(page: Page): Promise<string> {
  const shop = await page.evaluate(() => JSON.parse(localStorage.getItem('shopsession') ?? 'null'));
  expect(shop?._id).toMatch(/^shp_/);
  return shop._id as string;
}

/** A live payment of a customer who approves it (MTN test number ending 00), followed to its success. */
async function paySuccessfully(request: APIRequestContext, shop: string, amount: number) {
  const token = await apiToken(request, MERCHANT);
  const created = await request.post('/api/developers/keys', {
    headers: { authorization: `Bearer ${token}` },
    data: { shop },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  const paid = await request.post('/api/transactions/public/requesttopay/mtn', {
    headers: { authorization: `Bearer ${key}` },
    data: { shop, amount, phoneNumber: '+229 01 97 31 42 00', first_name: 'Adjoa' },
  });
  expect(paid.status(), await paid.text()).toBe(202);
  const { reference } = (await paid.json()) as { reference: string };
  await expect
    .poll(
      async () => {
        const status = await request.get(`/api/transactions/public/single/status/${reference}`, {
          headers: { authorization: `Bearer ${key}` },
        });
        return ((await status.json()) as { status: string }).status;
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe('SUCCESSFUL');
  return reference;
}

const amountOf = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute('data-amount'));

test('the dashboard shows the balance, reloads it after a payment, and lists the payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MERCHANT);
  await expect(page.getByTestId('balance-card')).toBeVisible();
  await expect(page.getByTestId('balance-available')).toBeVisible();
  const before = await amountOf(page, 'balance-available');
  const collectedBefore = await amountOf(page, 'figures-today-collections');

  const reference = await paySuccessfully(page.request, await selectedShop(page), 10_000);

  // The reload button asks the ledger again: 10 000 less the 1.7 % fee (170).
  await page.getByRole('button', { name: 'Actualiser le solde' }).click();
  await expect(toast(page)).toHaveText('Solde actualisé');
  await expect(page.getByTestId('balance-available')).toHaveAttribute('data-amount', String(before + 9_830));
  await page.getByRole('button', { name: 'Copier le solde disponible' }).click();
  await expect(toast(page)).toHaveText('Solde copié');

  // The figures of the day, the chart and the latest transactions follow.
  await page.reload();
  await expect(page.getByTestId('figures-today-collections')).toHaveAttribute(
    'data-amount',
    String(collectedBefore + 10_000),
  );
  await expect(page.getByTestId('daily-chart')).toBeVisible();
  await expect(page.getByTestId('network-totals')).toContainText('MTN Bénin');
  // The drawn chart survives the page re-rendering around it: the password confirmation opens and
  // closes over it. (On Preact, the chart library's store froze the chart's elements and this crashed
  // the page: "Cannot assign to read only property '__'"; see apps/web/src/shared/ui/charts.tsx.)
  await expect(page.getByTestId('daily-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.getByRole('button', { name: 'Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation de Mot de Passe' });
  await expect(dialog.getByLabel('Mot de passe', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('daily-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  // References are shortened in the list, the whole one is the row's data-reference.
  await expect(
    page.getByTestId('latest-transactions').locator(`[data-reference="${reference}"]`).first(),
  ).toBeVisible();
});

test('the summary of the period downloads as CSV, and as XLSX in English', async ({ page }) => {
  await signIn(page, MERCHANT, '/summary');
  await expect(page.getByRole('heading', { name: 'Résumé de la période' })).toBeVisible();
  await page.getByRole('button', { name: "Aujourd'hui" }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('summary-table')).toBeVisible();

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^summary-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text).toContain('Type,Réseau,Réussies,Échouées,Montant (XOF),Frais (XOF),Net (XOF)');
  expect(text).toContain('Encaissements,Total,');

  await page.goto('/en/summary');
  await expect(page.getByRole('heading', { name: 'Period summary' })).toBeVisible();
  await expect(page.getByTestId('summary-table')).toContainText('Collections');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to XLSX' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile((await xlsx.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('the sandbox dashboard has its events, news and this-week pages, in Spanish too', async ({ page }) => {
  await signIn(page, MERCHANT);
  await page.getByRole('button', { name: 'Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation de Mot de Passe' });
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/sandbox\/dashboard$/);
  await expect(page.getByTestId('balance-card')).toBeVisible();

  // A customer added in the sandbox shows in this week's news and opens in a drawer from the list.
  await page.goto('/sandbox/customers/addCustomer');
  await page.getByLabel('Numéro de téléphone').fill('+228 90 44 55 66');
  await page.getByLabel('Prénom').fill('Kossi');
  await page.getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(page).toHaveURL(/\/sandbox\/customers$/);
  await page.getByTestId('customer-row').filter({ hasText: 'Kossi' }).getByRole('button').click();
  await expect(page.getByRole('dialog').getByTestId('customer-phone')).toHaveText('+228 90 44 55 66');
  await page.keyboard.press('Escape');

  await page.goto('/sandbox/dashboard');
  const nav = page.getByRole('navigation', { name: 'Pages du tableau de bord' });
  await nav.getByRole('link', { name: 'Événements' }).click();
  await expect(page).toHaveURL(/\/sandbox\/dashboard\/event$/);
  await expect(page.getByRole('heading', { name: 'Événements récents' })).toBeVisible();
  await nav.getByRole('link', { name: 'Nouveautés' }).click();
  await expect(page.getByTestId('new-customers')).toContainText('Kossi');
  await nav.getByRole('link', { name: 'Cette semaine' }).click();
  await expect(page.getByTestId('summary-table')).toContainText('Encaissements');

  await page.goto('/es/sandbox/dashboard/thisWeek');
  await expect(page.getByTestId('summary-table')).toContainText('Cobros');
  await expect(page.getByRole('navigation', { name: 'Páginas del panel' })).toBeVisible();
});
