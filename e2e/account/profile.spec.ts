import { expect, test } from '@playwright/test';
import { MERCHANT, PASSWORD, signIn } from '../shell/helpers.ts';

const NEW_PASSWORD = 'Nouveau1234';

test('changing the password signs the other sessions out', async ({ page, browser }) => {
  // A second browser, signed in too.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await signIn(elsewhere, MERCHANT, '/dashboard');

  await signIn(page, MERCHANT, '/profil');
  await expect(page.getByTestId('page-title')).toHaveText('Profil');
  await expect(page.getByTestId('open-sessions')).toContainText('Cette session');
  await page.getByTestId('current-password').fill(PASSWORD);
  await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
  await page.getByLabel('Confirmation du mot de passe').fill(NEW_PASSWORD);
  await page.getByTestId('change-password').click();
  await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();
  await expect(page.getByTestId('security-events')).toContainText('Mot de passe modifié');

  // The other browser is out at its next request.
  await elsewhere.goto('/transactions');
  await expect(elsewhere).toHaveURL(/\/signin/);
  await other.close();

  // This session still works; the demo password comes back for the other journeys.
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText('Profil');
  await page.getByTestId('current-password').fill(NEW_PASSWORD);
  await page.getByLabel('Nouveau mot de passe').fill(PASSWORD);
  await page.getByLabel('Confirmation du mot de passe').fill(PASSWORD);
  await page.getByTestId('change-password').click();
  await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();
});

test('the settings page in English and the team page in Spanish', async ({ page }) => {
  await signIn(page, MERCHANT, '/en/settings');
  await expect(page.getByTestId('page-title')).toHaveText('Settings');
  await expect(page.getByText('Business details')).toBeVisible();
  await page.getByTestId('trade-name').fill('Demo Marchand SARL');
  await page.getByTestId('save-business').click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.goto('/es/subaccount');
  await expect(page.getByTestId('page-title')).toHaveText('Equipo');
  await expect(page.getByRole('columnheader', { name: 'Permisos' })).toBeVisible();
});

test('the choice page leads to its flows and the dashboard shows the checklist', async ({ page }) => {
  await signIn(page, MERCHANT, '/choicePage');
  await expect(page.getByTestId('choice-link')).toBeVisible();
  await expect(page.getByTestId('step-validate_account')).toHaveAttribute('data-done', 'true');
  await page.getByTestId('choice-api').click();
  await expect(page).toHaveURL(/\/developers\/api$/);
});
