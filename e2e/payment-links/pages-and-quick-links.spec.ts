import { expect, test } from '@playwright/test';
import { lastLinkMailedTo } from '../support/dev-inbox.ts';
import { PNG_FILE, uniqueEmail } from '../support/fixtures.ts';
import { mtnNumber, signIn } from './helpers.ts';

test('a merchant builds a products page with an image; a customer picks a product and pays it', async ({
  page,
  browser,
}) => {
  await signIn(page, '/feexpage/paymentLink');
  await page.getByLabel(/^Titre/).fill('Atelier Wax');
  await page.getByLabel('Description').fill('Pagnes tissés à Cotonou.');
  await page.locator('input[type="file"]').setInputFiles(PNG_FILE);
  await expect(page.locator('form img[src^="/api/public/page-images/"]')).toBeVisible();
  await page.getByText('Produits', { exact: true }).click();
  await page.getByLabel('Nom du produit').fill('Pagne wax');
  await page.getByLabel('Prix (XOF)').fill('15000');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await page.getByLabel('Nom du produit').nth(1).fill('Foulard');
  await page.getByLabel('Prix (XOF)').nth(1).fill('4000');
  await page.getByRole('button', { name: 'Créer la page' }).click();
  await expect(page.getByTestId('page-detail-title')).toHaveText('Atelier Wax');
  const url = (await page.getByTestId('public-url').textContent())!.trim();
  expect(url).toMatch(/\/page\/atelier-wax\/pgp_/);

  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto(url);
  await expect(customer.getByTestId('page-title')).toHaveText('Atelier Wax');
  await expect(customer.locator('img[src^="/api/public/page-images/"]')).toBeVisible();
  await customer.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(customer.getByRole('alert')).toContainText('Choisissez un montant ou un produit.');
  await customer.getByLabel('Foulard').check();
  await customer.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await customer.locator('#co-phone').fill(mtnNumber('00'));
  await customer.locator('form button[type="submit"]').click();
  await expect(customer.getByRole('heading', { name: 'Paiement réussi' })).toBeVisible({ timeout: 30_000 });
  await expect(customer).toHaveURL(/\/page\/end\/pgp_/);
  await context.close();

  await page.reload();
  await expect(page.getByTestId('stat-payments')).toHaveText('1');
  await expect(page.getByTestId('stat-views')).toHaveText('1');
  await expect(page.getByTestId('stat-collected')).toContainText('4');
  await page.goto('/feexpage/board');
  await expect(page.getByTestId('board-payments')).not.toHaveText('0');
});

test('a quick link is e-mailed to its customer, paid once, then closed', async ({ page, browser }) => {
  const email = uniqueEmail('client');
  await signIn(page, '/quicklinks/add');
  await page.getByLabel(/^Titre/).fill('Facture 2026-014');
  await page.getByLabel(/^Nom du client/).fill('Ama Kpodar');
  await page.getByLabel('E-mail du client').fill(email);
  await page.getByLabel(/^Montant \(XOF\)/).fill('12000');
  await page.getByRole('button', { name: 'Créer le lien' }).click();
  await expect(page.getByTestId('link-detail-title')).toHaveText('Facture 2026-014');
  await expect(page.getByTestId('link-state')).toHaveText('Actif');
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.locator('.mantine-Notification-root').last()).toContainText(`Lien envoyé à ${email}.`);
  const url = await lastLinkMailedTo(page.request, email);
  expect(url).toMatch(/\/checkout\/link\/qlk_/);

  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto(url);
  await customer.locator('#co-phone').fill(mtnNumber('00'));
  await customer.locator('form button[type="submit"]').click();
  await expect(customer.getByRole('heading', { name: 'Paiement réussi' })).toBeVisible({ timeout: 30_000 });
  await customer.goto(url);
  await expect(customer).toHaveURL(/\/feexLinks\/linkexpired\?reason=used/);
  await expect(customer.getByTestId('link-expired')).toContainText('déjà été utilisé');
  await context.close();

  await page.reload();
  await expect(page.getByTestId('link-state')).toHaveText('Déjà utilisé');
  await expect(page.getByTestId('stat-payments')).toHaveText('1');
  await page.goto('/quicklinks');
  await expect(page.getByTestId('link-row').filter({ hasText: 'Facture 2026-014' })).toContainText(
    'Ama Kpodar',
  );
});
