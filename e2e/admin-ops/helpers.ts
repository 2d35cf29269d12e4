import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { MERCHANT, PASSWORD } from '../shell/helpers.ts';

/**
 * Signs in through the API and opens `path`, like the shell's `signIn`, with room for a slow first
 * load of the app's chunks on a busy machine.
 */
export async function openAs(page: Page, email: string, path: string): Promise<void> {
  const response = await page.request.post('/api/auth/users/login', { data: { email, password: PASSWORD } });
  expect(response.status(), `login of ${email}`).toBe(200);
  await page.goto(path);
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 45_000 });
}

/** The second staff member of the demo seed (four-eyes approvals). */
export const TREASURY = 'tresorerie@demo.local';

/** A merchant-side API session: its token, the first live shop and a secret key for it. */
export async function merchantSession(request: APIRequestContext) {
  const login = await request.post('/api/auth/users/login', {
    data: { email: MERCHANT, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const headers = { authorization: `Bearer ${token}` };
  const shops = (await (await request.get(`/api/shop/${user._id}/get`, { headers })).json()) as {
    shop: { _id: string }[];
  };
  const shop = shops.shop[0]!._id;
  const created = await request.post('/api/developers/keys', { headers, data: { shop } });
  expect(created.status(), await created.text()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  return { headers, shop, key, userId: user._id };
}

/** The shop's available balance as the merchant's payout form reads it. */
export async function available(request: APIRequestContext, headers: Record<string, string>, shop: string) {
  const fee = await request.post('/api/payouts/fee', {
    headers,
    data: { shop, network: 'mtn', amount: 100 },
  });
  expect(fee.status(), await fee.text()).toBe(200);
  return ((await fee.json()) as { available: number }).available;
}

/** A customer payment settled by the simulator (number ending in 00). */
export async function paidCollection(request: APIRequestContext, shop: string, key: string, amount: number) {
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
}

/** Fills the staff modal: a reason, the password, Continuer. */
export async function confirmStaffAction(page: Page, reason: string, options: { refused?: boolean } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Confirmation de Mot de Passe' });
  await dialog.getByTestId('staff-reason').fill(reason);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  if (!options.refused) await expect(dialog).toBeHidden();
}

/** A bearer header for an API session of a demo account. */
export async function bearerOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/users/login', { data: { email, password: PASSWORD } });
  expect(login.status(), `login of ${email}`).toBe(200);
  const { token, user } = (await login.json()) as {
    token: string;
    user: { _id: string; merchant_id: string | null };
  };
  return { headers: { authorization: `Bearer ${token}` }, userId: user._id, merchantId: user.merchant_id };
}

/**
 * Picks an option of a searchable select fed by the server (the back-office's merchant and shop
 * pickers): types `search`, then clicks the option named `option`.
 */
export async function pick(page: Page, testId: string, search: string, option: string | RegExp) {
  const input = page.getByTestId(testId);
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}
