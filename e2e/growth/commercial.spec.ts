import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/fixtures.ts';

test('the commercial agent signs in on its own page, sees its merchants and what one is missing, and logs out', async ({
  page,
}) => {
  await page.goto('/commercial/signin');
  await page.getByLabel('Adresse e-mail').fill('commercial@demo.local');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/commercial\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Bonjour Moussa' })).toBeVisible();
  await expect(page.getByTestId('agent-merchants')).toHaveText('2');
  // The seeded sponsored merchant's three payments earned the agent 425 XOF.
  await expect(page.getByTestId('agent-commission-balance')).toHaveText(/^425\sF\sCFA$/);
  await expect(page.getByTestId('stuck-table')).toContainText('Nouvelle Boutique');

  await page.getByRole('link', { name: 'Clients' }).first().click();
  await expect(page).toHaveURL(/\/commercial\/customers$/);
  const rows = page.getByTestId('customer-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Boutique Filleule' })).toContainText('Validé');
  await rows
    .filter({ hasText: 'Nouvelle Boutique' })
    .getByRole('link', { name: 'Nouvelle Boutique' })
    .click();
  await expect(page).toHaveURL(/\/commercial\/customers\/view\//);
  // The demo seed gives this merchant its documents (back-office): the agent sees them as sent,
  // none missing, while the file waits for staff.
  await expect(page.getByText('piece-identite.png')).toBeVisible();
  await expect(page.getByTestId('missing-document')).toHaveCount(0);

  // Balances and payouts, read-only.
  await page.getByRole('link', { name: 'Soldes' }).click();
  await expect(page).toHaveURL(/\/commercial\/customers\/solde\//);
  await expect(page.getByTestId('balances-table')).toContainText('Ma Boutique');
  await page.getByRole('link', { name: 'Paiements sortants' }).click();
  await expect(page).toHaveURL(/\/commercial\/customers\/payout\//);
  await expect(page.getByText('Aucun paiement sortant.')).toBeVisible();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/commercial\/signin\/?$/);
  await page.goto('/commercial/dashboard');
  await expect(page).toHaveURL(/\/signin/);
});

test('a merchant is refused on the commercial sign-in page', async ({ page }) => {
  await page.goto('/commercial/signin');
  await page.getByLabel('Adresse e-mail').fill('marchand@demo.local');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page.getByText('Cet espace est réservé aux agents commerciaux', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/commercial\/signin$/);
});
