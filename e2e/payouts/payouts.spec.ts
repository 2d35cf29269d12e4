import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MERCHANT, PASSWORD, signIn } from '../shell/helpers.ts';

/** A session of its own for the API set-up, and the shop the dashboard selects (the first one). */
async function apiSession(request: APIRequestContext, mode: 0 | 1) {
  const login = await request.post('/api/auth/users/login', {
    data: { email: MERCHANT, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const headers = { authorization: `Bearer ${token}` };
  if (mode === 0) {
    const moved = await request.post('/api/auth/users/check_password', {
      headers,
      data: { password: PASSWORD, mode: 0 },
    });
    expect(moved.status()).toBe(200);
  }
  const shops = (await (await request.get(`/api/shop/${user._id}/get`, { headers })).json()) as {
    shop: { _id: string }[];
  };
  const shop = shops.shop[0]!._id;
  const created = await request.post('/api/developers/keys', { headers, data: { shop } });
  expect(created.status(), await created.text()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  return { shop, key };
}

/** A customer payment through the merchant API to a number ending in 00 (the simulator's success). */
async function paidCollection(request: APIRequestContext, shop: string, key: string, amount: number) {
  const headers = { authorization: `Bearer ${key}` };
  const response = await request.post('/api/transactions/public/requesttopay/mtn', {
    headers,
    data: { shop, amount, phoneNumber: '0197000000', description: 'Commande e2e' },
  });
  expect(response.status(), await response.text()).toBe(202);
  const { reference } = (await response.json()) as { reference: string };
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/transactions/public/single/status/${reference}`, { headers })
          ).json()) as {
            status: string;
          }
        ).status,
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe('SUCCESSFUL');
  return reference;
}

async function confirmPassword(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirmation de Mot de Passe' });
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
}

test('a single payout from /sendmoney, confirmed by password, reaches success', async ({ page, request }) => {
  test.setTimeout(120_000);
  const live = await apiSession(request, 1);
  await paidCollection(request, live.shop, live.key, 10_000);

  await signIn(page, MERCHANT, '/sendmoney');
  await expect(page.getByRole('heading', { name: "Envoyer de l'argent" }).first()).toBeVisible();
  await page.getByTestId('payout-new').click();
  await expect(page).toHaveURL(/\/sendmoney\/form$/);
  await expect(page.getByTestId('payout-steps')).toBeVisible();
  await page.getByLabel('Numéro du bénéficiaire').fill('0197000000');
  await expect(page.getByTestId('payout-network')).toHaveValue('MTN Bénin');
  await page.getByLabel('Montant (XOF)').fill('1000');
  await page.getByLabel('Motif').fill('Prime <e2e> & été');
  await page.getByTestId('payout-next').click();

  // The fee and the total before confirming.
  const summary = page.getByTestId('payout-summary');
  await expect(summary.getByTestId('summary-fee')).toContainText('17');
  await expect(summary.getByTestId('summary-total')).toContainText('1');
  await expect(summary.getByTestId('summary-total')).toContainText('017');
  await page.getByTestId('payout-confirm').click();
  await confirmPassword(page);

  await expect(page).toHaveURL(/follow=po_/);
  await expect(page.getByTestId('payout-result')).toHaveAttribute('data-status', 'SUCCESSFUL', {
    timeout: 45_000,
  });
  await page.getByRole('link', { name: 'Voir le détail' }).click();
  await expect(page).toHaveURL(/\/sendmoney\/detail\/po_/);
  await expect(page.getByTestId('payout-detail')).toContainText('Prime e2e ete');
  await expect(page.getByTestId('payout-status')).toHaveAttribute('data-status', 'SUCCESSFUL');

  // The list of /sendmoney shows it with the spec's date format.
  await page.goto('/sendmoney');
  const row = page.getByTestId('payout-row').first();
  await expect(row).toContainText('+229 01 97 00 00 00');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
});

test('a partial refund of a sandbox payment', async ({ page, request }) => {
  test.setTimeout(120_000);
  const sandbox = await apiSession(request, 0);
  const reference = await paidCollection(request, sandbox.shop, sandbox.key, 5_000);

  await signIn(page, MERCHANT);
  await page.getByRole('button', { name: 'Test' }).click();
  await confirmPassword(page);
  await expect(page).toHaveURL(/\/sandbox\/dashboard$/);

  await page.goto(`/refund/newList?search=${reference}`);
  const row = page.getByTestId('refundable-row').filter({ hasText: reference });
  await expect(row).toBeVisible();
  await row.getByRole('checkbox').check();
  await row.getByTestId('refund-amount').fill('2000');
  await page.getByTestId('refund-next').click();
  await expect(page).toHaveURL(/\/refund\/editSommary$/);
  await expect(page.getByTestId('refund-total')).toContainText('2');
  await expect(page.getByTestId('refund-total')).toContainText('000');
  await page.getByTestId('refund-confirm').click();
  await confirmPassword(page);

  await expect(page).toHaveURL(/\/refund\/detail\/rfd_/);
  await expect(page.getByTestId('refund-detail')).toHaveAttribute('data-status', 'SUCCESSFUL', {
    timeout: 45_000,
  });

  // 3 000 XOF are left to refund on that payment.
  await page.goto(`/refund/newList?search=${reference}`);
  await expect(page.getByTestId('refundable-row').filter({ hasText: reference })).toContainText('3');
});

test('a payout-API access request with server IPs, and a payment request to a bank account', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const live = await apiSession(request, 1);
  await paidCollection(request, live.shop, live.key, 20_000);

  await signIn(page, MERCHANT, '/payout_api/liste/add');
  const ips = page.getByRole('textbox', { name: 'Adresses IP' });
  await ips.fill('198.51.100.7');
  await ips.press('Enter');
  await ips.fill('2001:db8::1');
  await ips.press('Enter');
  await page.getByLabel('Utilisation prévue').fill('Paiement des salaires depuis notre ERP');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL(/\/payout_api\/liste\/view\/par_/);
  const view = page.getByTestId('payout-api-request');
  await expect(view).toContainText('198.51.100.7, 2001:db8::1');
  await expect(view.getByTestId('payout-status')).toHaveAttribute('data-status', 'PENDING');

  await page.goto('/payouts/transfer');
  const before = (await page.getByTestId('balance-available').textContent()) ?? '';
  const form = page.getByTestId('withdrawal-form');
  await form.getByLabel('Montant (XOF)').fill('5000');
  await form.getByLabel('Banque').fill('Ecobank Bénin');
  await form.getByLabel('Titulaire du compte').fill('Demo Marchand');
  await form.getByLabel('IBAN ou RIB').fill('BJ66 BJ06 1010 0100 1443 9000 0769');
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL(/\/payouts\/transfer\?id=wdr_/);
  const drawer = page.getByRole('dialog', { name: 'Demande de retrait' });
  await expect(drawer).toContainText('BJ66BJ0610100100144390000769');
  await expect(drawer.getByTestId('payout-status')).toHaveAttribute('data-status', 'PENDING');
  await expect(page.getByTestId('balance-available')).not.toHaveText(before);
});
