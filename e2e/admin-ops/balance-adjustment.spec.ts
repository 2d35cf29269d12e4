import { expect, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN } from '../shell/helpers.ts';
import { confirmStaffAction, openAs, TREASURY } from './helpers.ts';

type Balances = { shops: { _id: string; name: string; mode: string; available: number }[] };

test('a balance adjustment above the threshold needs a second staff member', async ({ page, request }) => {
  test.setTimeout(120_000);
  await openAs(page, SUPER_ADMIN, '/admin/merchants');
  await page.getByTestId('merchants-search').fill('Demo Marchand');
  await page.getByTestId('merchants-search').press('Enter');
  await page.getByTestId('merchants-table').getByRole('link', { name: 'Demo Marchand' }).click();
  await expect(page).toHaveURL(/\/admin\/merchants\/view\//);
  const merchantId = page.url().split('/').pop()!;
  await page.getByRole('link', { name: 'Soldes' }).click();
  await expect(page).toHaveURL(/\/admin\/merchants\/solde\//);

  const token = await apiToken(request, SUPER_ADMIN);
  const read = async () =>
    (
      (await (
        await request.get(`/api/admin/merchants/${merchantId}/balances`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as Balances
    ).shops[0]!;
  // The form's default shop: the first of the list.
  const before = await read();

  // 600 000 XOF is above the four-eyes threshold (500 000): recorded, waiting, no money moved.
  await page.getByTestId('adjust-amount').fill('600000');
  await page.getByTestId('adjust-submit').click();
  await confirmStaffAction(page, 'Geste commercial validé par la direction');
  await expect(page.getByTestId('adjustment-PENDING')).toBeVisible();
  expect((await read()).available).toBe(before.available);

  // The same staff member may not approve it.
  await page.getByTestId('adjustment-PENDING').getByTestId('adjustment-approve').click();
  await confirmStaffAction(page, 'Je valide', { refused: true });
  await expect(page.getByText("Un autre membre de l'équipe doit approuver cet ajustement.")).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Confirmation de Mot de Passe' })
    .getByRole('button', { name: 'Annuler' })
    .click();
  expect((await read()).available).toBe(before.available);

  // A second staff member approves: the entry is posted, the balance rises by the amount.
  await openAs(page, TREASURY, `/admin/merchants/solde/${merchantId}`);
  await page.getByTestId('adjustment-PENDING').getByTestId('adjustment-approve').click();
  await confirmStaffAction(page, 'Contrôle effectué');
  await expect(page.getByTestId('adjustment-APPLIED').first()).toBeVisible();
  expect((await read()).available).toBe(before.available + 600_000);
  await expect(page.getByTestId('postings-table')).toContainText('adjustment');
});
