import { expect, test } from '@playwright/test';
import { MERCHANT, PASSWORD, signIn, toast } from './helpers.ts';

test('into the sandbox and back to live, with the wrong then the right password', async ({ page }) => {
  await signIn(page, MERCHANT);
  // Read the live shop once the shop list has loaded (before that the sidebar says "Aucune boutique").
  await expect(page.getByTestId('current-shop')).not.toHaveText('Aucune boutique');
  const liveShop = (await page.getByTestId('current-shop').textContent()) ?? '';

  await page.getByRole('button', { name: 'Test' }).click();
  let dialog = page.getByRole('dialog', { name: 'Confirmation de Mot de Passe' });
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  const field = dialog.getByLabel('Mot de passe', { exact: true });
  await field.fill('pas-le-bon');
  await expect(field).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Afficher ou masquer la saisie' }).click();
  await expect(field).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByText('Mot de passe incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await field.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(toast(page)).toHaveText('Bienvenu dans la sandbox.');
  await expect(page).toHaveURL(/\/sandbox\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('in_sandbox'))).toBe('true');
  await expect(page.getByTestId('dashboard-shop')).toHaveText(/\S/);
  const sandboxShop = JSON.parse((await page.evaluate(() => localStorage.getItem('shopsession'))) ?? 'null');
  expect(sandboxShop.mode).toBe(0);

  // The sandbox sidebar; no validation link for a validated merchant; live pages are out of reach.
  const hrefs = await page
    .getByTestId('sidebar-nav')
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/sandbox/dashboard',
    '/sandbox/transactions',
    '/sandbox/payouts',
    '/sandbox/customers',
    '/sandbox/developers/api',
    '/sandbox/developers/importantlinks',
  ]);
  for (const [i, href] of hrefs.entries()) {
    await page.getByTestId('sidebar-nav').locator('a').nth(i).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('page-title')).toHaveText(/\S/);
  }
  await expect(page.getByRole('link', { name: 'Valider mon compte' })).toHaveCount(0);
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/sandbox\/dashboard$/);

  // Back to live.
  await page.getByRole('button', { name: 'Live' }).click();
  dialog = page.getByRole('dialog', { name: 'Confirmation de Mot de Passe' });
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('encore-faux');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByText('Mot de passe incorrect.')).toBeVisible();
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(toast(page)).toHaveText('Bienvenu dans le live.');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-shop')).toHaveText(liveShop);
  await page.goto('/sandbox/payouts');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a merchant not yet validated works in the sandbox, with the way to validation', async ({ page }) => {
  await signIn(page, 'nouveau@demo.local', '/dashboard');
  await expect(page).toHaveURL(/\/sandbox\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Valider mon compte' }).first()).toBeVisible();
  await page.getByTestId('sidebar-nav').getByRole('link', { name: 'Valider mon compte' }).click();
  await expect(page).toHaveURL(/\/validation$/);
  await expect(page.getByTestId('page-title')).toHaveText('Validation du compte');
  await page.getByRole('button', { name: 'Live' }).click();
  await expect(page.getByText('Votre compte doit être validé avant de passer en Live.')).toBeVisible();
});
