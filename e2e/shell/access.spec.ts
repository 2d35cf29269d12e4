import { expect, test } from '@playwright/test';
import { COMMERCIAL, MERCHANT, SUPER_ADMIN, signIn, TEAM_PAYOUT_ONLY, toast } from './helpers.ts';

test('a SUBADMIN with only the payout permission is kept away from transactions', async ({ page }) => {
  await signIn(page, TEAM_PAYOUT_ONLY);
  const hrefs = await page
    .getByTestId('sidebar-nav')
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/dashboard',
    '/summary',
    '/sendmoney',
    '/payouts',
    '/payout_api',
    '/payout_list/liste',
    '/settings',
    '/profil',
  ]);
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/en/transactions/detail/txn_1');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto('/refund');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/payouts');
  await expect(page.getByTestId('page-title')).toHaveText('Payouts');
  // SUBADMIN keeps the shop options and the profile page.
  await expect(page.getByTestId('shop-menu')).toBeVisible();
  await page.goto('/profil');
  await expect(page.getByTestId('page-title')).toHaveText('Profil');
});

test('merchants are refused the back-office with the spec message', async ({ page }) => {
  await signIn(page, MERCHANT, '/admin/users');
  await expect(toast(page)).toHaveText("Vous n'êtes pas autorisé à venir ici. Vous serez redirigé...");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the super admin sees every back-office menu entry', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const entries = page.getByTestId('admin-nav').locator('a');
  await expect(entries).toHaveText([
    'Tableau de bord',
    'Demandes de validation',
    'Validation de Conformité',
    'Demandes de paiement',
    'PAYOUT API',
    'Demande de validation de carte bancaire',
    'Accueil',
    'Marchands',
    'Privilèges',
    'Transactions',
    'Utilisateurs',
    'IP WhiteList',
    // The audit trail, after the spec's entries (h/admin-core).
    'Journal des actions',
  ]);
  const hrefs = await entries.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs.filter((h) => h.startsWith('/admin'))) {
    await page.getByTestId('admin-nav').locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('page-title')).toBeVisible();
  }
  await page.getByTestId('admin-nav').getByRole('link', { name: 'Accueil' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar-nav').getByRole('link', { name: 'Administration' })).toBeVisible();
});

test('a commercial agent sees the back-office entries of every admin user only', async ({ page }) => {
  await signIn(page, COMMERCIAL, '/admin/access');
  await expect(page).toHaveURL(/\/admin\/validation$/);
  await expect(page.getByTestId('admin-nav').locator('a')).toHaveText([
    'Demandes de validation',
    'Validation de Conformité',
    'Accueil',
    'IP WhiteList',
  ]);
  await page.goto('/commercial/dashboard');
  await expect(page.getByTestId('page-title')).toHaveText('Tableau de bord commercial');
});

test('staff users and privileges: search kept in the URL, a role and its members, rows as cards on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, SUPER_ADMIN, '/admin/users');
  // A staff user is a table row on a laptop and a card on a phone: both carry data-row="staff-user".
  const users = page.locator('[data-row="staff-user"]');
  await expect(users.first()).toBeVisible();
  await page.getByTestId('table-search').fill('comptable@demo');
  await expect(page).toHaveURL(/[?&]q=comptable%40demo/);
  await expect(users).toHaveCount(1);
  const comptable = page.locator('[data-row="staff-user"][data-email="comptable@demo.local"]');
  await expect(comptable).toContainText('COMPTABLE');
  await expect(comptable.getByTestId('staff-status')).toHaveText('Actif');
  await page.reload();
  await expect(users).toHaveCount(1);
  await expect(page.getByTestId('table-export-xlsx')).toBeVisible();

  // Disabling asks a reason and the password (cancelled here).
  await comptable.getByTestId('staff-toggle').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('staff-reason')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);

  // Privileges: each role a row; its link opens the role with its members.
  await page.goto('/admin/access');
  const superAdmin = page.locator('[data-row="role"][data-role="SUPER_ADMIN"]');
  await expect(superAdmin.getByTestId('role-users')).toBeVisible();
  await superAdmin.getByRole('link', { name: 'SUPER_ADMIN' }).click();
  await expect(page.getByTestId('role-name')).toHaveText('SUPER_ADMIN');
  await expect(page.locator(`[data-row="staff-user"][data-email="${SUPER_ADMIN}"]`)).toBeVisible();

  // On a phone the same rows are cards, the status and the buttons in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/users?q=comptable%40demo');
  await expect(page.getByTestId('staff-table')).toHaveAttribute('data-layout', 'cards');
  await expect(comptable.getByTestId('staff-status')).toBeVisible();
  await expect(comptable.getByTestId('staff-edit')).toBeVisible();
  await page.goto('/admin/access');
  await expect(page.getByTestId('rights-table')).toHaveAttribute('data-layout', 'cards');
  await expect(superAdmin.getByTestId('role-users')).toBeVisible();
});
