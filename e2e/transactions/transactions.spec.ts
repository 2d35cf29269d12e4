import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { MERCHANT, PASSWORD, signIn, toast } from '../shell/helpers.ts';

/** Enters the sandbox through the Test button and its password modal. */
async function enterSandbox(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation de Mot de Passe' });
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/sandbox\/dashboard$/);
}

/** Fills the manual request form; the network must come from the number's prefix. */
async function requestToPay(
  page: Page,
  labels: { phone: string; amount: string; description: string; submit: string },
  amount: string,
  description: string,
) {
  await page.getByLabel(labels.phone).fill('01 97 00 00 00');
  await expect(page.getByRole('textbox', { name: /^(Réseau|Network)/ })).toHaveValue('MTN Bénin');
  await page.getByLabel(labels.amount).fill(amount);
  await page.getByLabel(labels.description).fill(description);
  await page.getByTestId('request-submit').click();
  await expect(page).toHaveURL(/[?&]follow=txn_/);
  const id = new URL(page.url()).searchParams.get('follow') ?? '';
  expect(id).toMatch(/^txn_/);
  return id;
}

test('sandbox: a manual request to pay succeeds, is found with filters, detailed, and exported', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, MERCHANT);
  await enterSandbox(page);
  await page.goto('/sandbox/transactions');
  await page.getByTestId('new-request').click();
  await expect(page).toHaveURL(/\/sandbox\/transactions\/add$/);

  const description = `Commande e2e ${Date.now()}`;
  const id = await requestToPay(
    page,
    {
      phone: 'Numéro de téléphone du client',
      amount: 'Montant (XOF)',
      description: 'Description',
      submit: '',
    },
    '2500',
    description,
  );
  await expect(toast(page)).toHaveText('Demande envoyée au client.');
  const status = page.getByTestId('request-status');
  await expect(status).toHaveAttribute('data-status', 'SUCCESSFUL', { timeout: 45_000 });
  await expect(page.getByTestId('request-succeeded')).toHaveText('Paiement reçu.');

  // The list, filtered by status and searched by reference: every setting in the URL.
  await page.goto('/sandbox/transactions');
  await expect(page.getByTestId('transactions-table')).toBeVisible();
  await page.getByRole('textbox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'Réussie' }).click();
  await expect(page).toHaveURL(/[?&]status=SUCCESSFUL/);
  await page.getByTestId('transaction-search').fill(id);
  await page.getByTestId('transaction-search').press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${id}`));
  const row = page.getByTestId('transaction-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-reference', id);
  await expect(row.getByTestId('transaction-status')).toHaveText('Réussie');
  await expect(row.getByTestId('transaction-amount')).toHaveText(/2\s500\sF\s?CFA/);
  await expect(page.getByTestId('transactions-count')).toHaveText('1 transaction');
  // The period picker: today as a one-day range.
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await page.getByTestId('transaction-period').click();
  const todayButton = page
    .locator('table button:not([data-outside])')
    .filter({ hasText: new RegExp(`^${today.getDate()}$`) });
  await todayButton.click();
  await todayButton.click();
  await expect(page).toHaveURL(new RegExp(`[?&]from=${day}&to=${day}`));
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  await expect(page.getByTestId('transaction-period')).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  // The page size (a native select): into the URL, the filters kept.
  await page.getByTestId('transactions-page-size').selectOption('50');
  await expect(page).toHaveURL(/[?&]size=50/);
  await expect(page).toHaveURL(/[?&]status=SUCCESSFUL/);
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);

  // The CSV export holds the filtered row, with French headers.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-sandbox-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('Référence,Référence marchand,Date (UTC),Statut');
  expect(lines[1]).toContain(id);
  expect(lines[1]).toContain('Réussie');
  expect(lines[1]).toContain('MTN Bénin');
  expect(lines[1]).toContain(',2500,');
  expect(lines[1]).toContain(description);

  // The detail: summary, fees, timeline and ledger postings.
  await row.getByTestId('transaction-link').click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/transactions/detail/${id}$`));
  await expect(page.getByTestId('detail-reference')).toHaveText(id);
  await expect(page.getByTestId('fees-amount')).toHaveText(/2\s500/);
  await expect(page.getByTestId('fees-fee')).toHaveText(/43/);
  const timeline = page.getByTestId('transaction-timeline');
  await expect(timeline).toContainText('Transaction créée');
  await expect(timeline).toContainText("Réponse de l'opérateur à la demande");
  await expect(timeline).toContainText('Réussie');
  await expect(timeline).toContainText('Écriture passée : Paiement encaissé');
  const entry = page.getByTestId('ledger-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.locator('[data-account-kind="available"]')).toContainText(/\+2\s457/);
  await page.getByTestId('copy-reference').click();
  await expect(toast(page)).toHaveText('Référence copiée avec succès');
  await page.getByTestId('copy-link').click();
  await expect(toast(page)).toHaveText('Lien copié avec succès');
});

test('on a phone the filters wait behind one button and work once opened; the statement opens at the first press', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, MERCHANT, '/transactions?size=10');
  await expect(page.getByTestId('transaction-search')).toBeVisible();
  await expect(page.getByTestId('transactions-page-size')).toHaveValue('10');
  // Folded away, the selects, amount fields and period are not rendered (filter-bar.tsx).
  const status = page.getByRole('textbox', { name: 'Statut' });
  await expect(status).toHaveCount(0);
  await expect(page.getByTestId('transaction-period')).toHaveCount(0);
  const toggle = page.getByTestId('transaction-filters-toggle');
  await expect(toggle).toHaveText('Filtres');
  await toggle.click();
  await status.click();
  await page.getByRole('option', { name: 'Réussie' }).click();
  await expect(page).toHaveURL(/[?&]status=SUCCESSFUL/);
  await expect(page).toHaveURL(/[?&]size=10/);
  await expect(toggle).toHaveText('Filtres (1)');
  await expect(page.getByTestId('transaction-period')).toBeVisible();
  // The statement button's popover code is fetched when it is pressed, and shown open then.
  await page.getByTestId('statement-open').click();
  await expect(page.getByTestId('statement-pdf')).toBeVisible();
  await expect(page.getByTestId('statement-open')).toBeFocused();
});

test('sandbox in English: request to pay, list and detail', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, MERCHANT);
  await enterSandbox(page);
  await page.goto('/en/sandbox/transactions/add');
  await expect(page.getByRole('heading', { name: 'New payment request' })).toBeVisible();
  const id = await requestToPay(
    page,
    { phone: "Customer's phone number", amount: 'Amount (XOF)', description: 'Description', submit: '' },
    '1000',
    'English order',
  );
  await expect(page.getByTestId('request-status')).toHaveAttribute('data-status', 'SUCCESSFUL', {
    timeout: 45_000,
  });
  await expect(page.getByTestId('request-succeeded')).toHaveText('Payment received.');
  await page.getByTestId('request-view-detail').click();
  await expect(page).toHaveURL(new RegExp(`/en/sandbox/transactions/detail/${id}$`));
  await expect(page.getByTestId('transaction-timeline')).toContainText('Transaction created');
  await expect(page.getByTestId('ledger-card')).toContainText('Available (shop)');

  // A partial refund from the detail, confirmed by the password, then listed with its status.
  const refunds = page.getByTestId('transaction-refunds');
  await expect(refunds.getByTestId('transaction-refunds-summary')).toContainText('Left to refund');
  await refunds.getByTestId('transaction-refund').click();
  await page.getByTestId('transaction-refund-amount').fill('400');
  await page.getByTestId('transaction-refund-next').click();
  await page.getByTestId('confirm-password').fill(PASSWORD);
  await page.getByTestId('confirm-password-submit').click();
  await expect(refunds.getByTestId('refund-row')).toHaveCount(1);
  await expect(refunds.getByTestId('refund-row')).toContainText(/400/);
  await expect(refunds.getByTestId('transaction-refunds-summary')).toContainText(/Left to refund: 600/);

  await page.goto(`/en/sandbox/transactions?q=${id}`);
  const row = page.getByTestId('transaction-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('transaction-status')).toHaveText('Successful');
  await expect(row.getByTestId('transaction-amount')).toHaveText(
    /XOF\s?1,000|1,000\sF\s?CFA|F\s?CFA\s?1,000/,
  );
  await expect(page.getByRole('button', { name: 'Export to CSV' })).toBeVisible();
  // Sorting by amount is a server sort kept in the URL with the search.
  await page.getByTestId('sort-amount').click();
  await expect(page).toHaveURL(/[?&]sort=amount/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${id}`));
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);

  // The top bar's search finds the payment by the customer's number as people type it.
  await page.getByTestId('global-search').fill('01 97 00 00 00');
  const hit = page.getByTestId('search-hit-transactions').first();
  await expect(hit).toContainText(/1,000/);
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/en/sandbox/transactions/detail/${id}$`));
});
