import { expect, test } from '@playwright/test';
import { lastLinkMailedTo } from '../support/dev-inbox.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';

test('signs in in English under /en and comes back to the asked page', async ({ page }) => {
  await page.goto('/en/dashboard');
  await expect(page).toHaveURL(/\/en\/signin\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill('marchand@demo.local');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong e-mail address or password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Hello Awa' })).toBeVisible();
  // The session survives a reload (refresh cookie), with one refresh: the one index.html sends as the
  // page is read, which the app takes over instead of sending its own.
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/users/refresh'))
      refreshes.push(request.headers()['x-page-locale'] ?? '');
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello Awa' })).toBeVisible();
  expect(refreshes).toEqual(['en']);
});

// The reset sets the demo password again: other journeys sign in with it on the same database.
test('resets a forgotten password from the mailed link, which then expires', async ({ page, request }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await page.getByLabel('Adresse e-mail').fill('commercial@demo.local');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page).toHaveURL(/\/signin\/passwordreset/);

  const link = await lastLinkMailedTo(request, 'commercial@demo.local');
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe').fill(DEMO_PASSWORD);
  await page.getByLabel('Confirmation du mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/signin\/?$/);

  await page.goto(link);
  await expect(page).toHaveURL(/\/signin\/linkexpired/);

  const login = await request.post('/api/auth/users/login', {
    data: { email: 'commercial@demo.local', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
});
