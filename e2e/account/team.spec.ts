import { expect, test } from '@playwright/test';
import { apiToken, MERCHANT, signIn } from '../shell/helpers.ts';
import { lastLinkMailedTo } from '../support/dev-inbox.ts';
import { uniqueEmail } from '../support/fixtures.ts';

const DEV_PASSWORD = 'Developpeur1';

test('invites a DEV with only developer, who joins from the dev inbox and sees only the developers area', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('dev');
  await signIn(page, MERCHANT, '/subaccount');
  await expect(page.getByTestId('page-title')).toHaveText('Équipe');
  await expect(page.getByTestId('members')).toContainText(MERCHANT);
  await page.getByTestId('invite-button').click();
  await expect(page).toHaveURL(/\/subaccount\/invitation\/add$/);
  await page.getByLabel('Adresse e-mail du collègue').fill(email);
  await page.getByTestId('profile-DEV').check();
  await page.getByTestId('permission-developer').check();
  await page.getByTestId('send-invitation').click();
  await expect(page).toHaveURL(/\/subaccount\/invitation$/);
  await expect(page.getByTestId('invitations')).toContainText(email);
  await expect(page.getByTestId('invitations')).toContainText('En attente');

  // The invitee follows the mailed link in a browser of its own.
  const link = await lastLinkMailedTo(request, email);
  const invitee = await browser.newContext();
  const joinPage = await invitee.newPage();
  await joinPage.goto(link);
  await expect(joinPage.getByRole('heading', { name: /Rejoindre/ })).toBeVisible();
  await joinPage.getByLabel('Prénom').fill('Kossi');
  await joinPage.getByLabel(/^Nom/).fill('Mensah');
  await joinPage.getByLabel('Mot de passe', { exact: true }).fill(DEV_PASSWORD);
  await joinPage.getByLabel('Confirmation du mot de passe').fill(DEV_PASSWORD);
  await joinPage.getByTestId('join-team').click();
  await expect(joinPage).toHaveURL(/\/signin\/?$/);

  // The link is spent: opening it again leads to the expired-link page.
  await joinPage.goto(link);
  await expect(joinPage).toHaveURL(/\/signup\/linkexpired$/);

  // Signed in, the DEV sees the developers area and nothing it was not given.
  await joinPage.goto('/signin');
  await joinPage.getByLabel('Adresse e-mail').fill(email);
  await joinPage.getByLabel('Mot de passe', { exact: true }).fill(DEV_PASSWORD);
  await joinPage.getByRole('button', { name: 'Se connecter' }).click();
  await expect(joinPage.getByTestId('page-title')).toBeVisible();
  const hrefs = await joinPage
    .getByTestId('sidebar-nav')
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toContain('/developers');
  for (const other of ['/transactions', '/payouts', '/customers', '/refund', '/subaccount', '/feexlinks']) {
    expect(hrefs).not.toContain(other);
  }
  await joinPage.goto('/developers/api');
  await expect(joinPage.getByTestId('page-title')).toHaveText(/^Développeurs/);
  await joinPage.goto('/subaccount');
  await expect(joinPage).toHaveURL(/\/dashboard$/);
  await joinPage.goto('/profil');
  await expect(joinPage.getByText("Vous n'êtes pas autorisé à accéder à cette partie.")).toBeVisible();
  // The API refuses too, not only the menu.
  const login = await joinPage.request.post('/api/auth/users/login', {
    data: { email, password: DEV_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const refused = await joinPage.request.get('/api/subaccounts', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  await invitee.close();

  // The owner sees the new member in the team.
  await page.goto('/subaccount');
  await expect(page.getByTestId('members')).toContainText(email);
  expect(await apiToken(request, MERCHANT)).toBeTruthy();
});
