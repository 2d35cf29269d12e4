import { expect, test } from '@playwright/test';
import { MERCHANT, PASSWORD, SUPER_ADMIN } from '../shell/helpers.ts';
import { available, confirmStaffAction, merchantSession, openAs, paidCollection } from './helpers.ts';

test('a withdrawal requested by the merchant, approved by staff: the balance falls by it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const merchant = await merchantSession(request);
  await paidCollection(request, merchant.shop, merchant.key, 60_000);
  const before = await available(request, merchant.headers, merchant.shop);

  // The merchant asks for 20 000 XOF to its bank account.
  await openAs(page, MERCHANT, '/payouts/transfer');
  const form = page.getByTestId('withdrawal-form');
  await form.getByLabel('Montant (XOF)').fill('20000');
  await form.getByLabel('Banque').fill('Ecobank');
  await form.getByLabel('Titulaire du compte').fill('Demo Marchand');
  await form.getByLabel('IBAN ou RIB').fill('BJ66 BJ06 1010 0100 1443 9000 0769');
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByTestId('withdrawals-table')).toContainText('En attente');
  expect(await available(request, merchant.headers, merchant.shop)).toBe(before - 20_000);

  // Staff approve it with the transfer's reference, a reason and the password.
  await openAs(page, SUPER_ADMIN, '/admin/payementRequest');
  await expect(page.getByRole('heading', { name: 'Demandes de paiement' }).first()).toBeVisible();
  const row = page
    .getByTestId('admin-withdrawals')
    .locator('[data-row="withdrawal"]')
    .filter({ hasText: 'Ecobank' })
    // The amount, not any "20" (the dates have one; the demo seed's own request is older).
    .filter({ hasText: /\b20\s000\b/ })
    .first();
  await row.getByTestId('withdrawal-approve').click();
  await page.getByTestId('withdrawal-reference').fill('VIR-E2E-0001');
  await confirmStaffAction(page, 'Virement effectué');
  await expect(page.getByText('Demande de paiement approuvée.')).toBeVisible();

  // The money left: the balance stays lower by the amount, nothing is pending any more.
  expect(await available(request, merchant.headers, merchant.shop)).toBe(before - 20_000);
  await page.getByText('Approuvé', { exact: true }).click();
  await expect(page.getByTestId('admin-withdrawals')).toContainText('VIR-E2E-0001');

  // The merchant sees it approved.
  await openAs(page, MERCHANT, '/payouts/transfer');
  await expect(page.getByTestId('withdrawals-table')).toContainText('Approuvée');
});

test('the back-office operations pages open in English and Spanish (no "coming" page)', async ({ page }) => {
  await openAs(page, SUPER_ADMIN, '/en/admin/payementRequest');
  await expect(page.getByRole('heading', { name: 'Payment requests' }).first()).toBeVisible();
  await page.goto('/es/admin/merchants');
  await expect(page.getByTestId('merchants-table')).toContainText('Demo Marchand', { timeout: 45_000 });
  await expect(page.getByRole('heading', { name: 'Comercios' }).first()).toBeVisible();
  const pages = {
    '/admin/payoutRequest': 'PAYOUT API',
    '/admin/whitelistip': 'IP WhiteList',
    '/admin/card-payment-request': 'Demande de validation de carte bancaire',
    '/admin/transactions': 'Transactions de tous les marchands',
    '/admin/merchants/send-mail': 'Écrire aux marchands',
  };
  for (const [path, heading] of Object.entries(pages)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText('Cette section est en cours de construction', { exact: false })).toHaveCount(
      0,
    );
  }
});
