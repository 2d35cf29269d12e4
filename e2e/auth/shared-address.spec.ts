import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, uniqueEmail } from '../support/fixtures.ts';

// Issue 23: every journey comes from one address (127.0.0.1), as a carrier's customers do. One
// person's wrong passwords lock their own account only; the next person signs in.
test('wrong passwords on one account lock that account, not the next person at the same address', async ({
  page,
}) => {
  const typo = uniqueEmail('typos');
  await page.goto('/signin');
  await page.getByLabel('Adresse e-mail').fill(typo);
  for (let i = 0; i < 10; i++) {
    await page.getByLabel('Mot de passe', { exact: true }).fill(`Faux-${i}-mot-de-passe`);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Trop de tentatives de connexion. Réessayez dans 15 minute(s).')).toBeVisible();

  // The merchant at the next desk signs in from the same address.
  await page.getByLabel('Adresse e-mail').fill('marchand@demo.local');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
