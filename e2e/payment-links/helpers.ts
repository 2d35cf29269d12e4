import { type Browser, expect, type Page } from '@playwright/test';
import { appRunning } from '../shell/helpers.ts';

export const MERCHANT = 'marchand@demo.local';
export const PASSWORD = 'Demo1234!';

/** An MTN Benin test number; the simulator's outcome is chosen by the last two digits. */
export const mtnNumber = (ending: string) => `01970000${ending}`;

/** Signs the merchant in through the API (refresh cookie in the page's context), then opens `path`. */
export async function signIn(page: Page, path: string): Promise<void> {
  const response = await page.request.post('/api/auth/users/login', {
    data: { email: MERCHANT, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  await page.goto(path);
  await appRunning(page);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

/** An access token of the merchant and the id of its first (selected) shop, for API checks. */
export async function merchantApi(page: Page) {
  const login = await page.request.post('/api/auth/users/login', {
    data: { email: MERCHANT, password: PASSWORD },
  });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const headers = { authorization: `Bearer ${token}` };
  const shops = (await (await page.request.get(`/api/shop/${user._id}/get`, { headers })).json()) as {
    shop: { _id: string; name: string }[];
  };
  return { headers, shop: shops.shop[0]!._id };
}

/**
 * The merchant creates a fixed-amount link from the choice page, lands on its detail, copies the
 * link (toast 'Lien copié avec succès') and sees the QR code. Returns the public address.
 */
export async function createFixedLink(page: Page, title: string, amount: number): Promise<string> {
  await signIn(page, '/feexLinks/choicePage');
  await page.getByTestId('choice-link').click();
  await page.getByLabel(/^Titre/).fill(title);
  await page.getByLabel(/^Montant \(XOF\)/).fill(String(amount));
  await page.getByRole('button', { name: 'Créer le lien' }).click();
  await expect(page.getByTestId('link-detail-title')).toHaveText(title);
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.locator('.mantine-Notification-root').last()).toContainText('Lien copié avec succès');
  await expect(page.getByTestId('qr-code')).toBeVisible();
  const url = (await page.getByTestId('public-url').textContent())!.trim();
  expect(url).toMatch(/\/checkout\/link\/lnk_/);
  return url;
}

/** A customer in a fresh browser context (no merchant cookie) opens the link and pays by MTN. */
export async function payAsCustomer(browser: Browser, url: string, ending: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('#co-phone')).toBeVisible();
  await page.locator('#co-phone').fill(mtnNumber(ending));
  await page.locator('form button[type="submit"]').click();
  return { context, page };
}
