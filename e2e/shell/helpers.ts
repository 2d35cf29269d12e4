import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo1234!';
export const MERCHANT = 'marchand@demo.local';
export const NEW_MERCHANT = 'nouveau@demo.local';
export const TEAM_PAYOUT_ONLY = 'equipe@demo.local';
export const SUPER_ADMIN = 'admin@demo.local';
export const COMMERCIAL = 'commercial@demo.local';

/** Signs in through the form (French) and waits for the frame. */
export async function signInWithForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('page-title')).toBeVisible();
}

/**
 * Waits for the app to run the page: a page the build prerendered (the sign-in page, the live
 * dashboard's frame) is on screen before, its buttons not yet working (main.tsx takes it over).
 */
export async function appRunning(page: Page): Promise<void> {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Signs in through the API (the refresh cookie lands in the page's browser context), then opens
 * `path`: the app restores the session from the cookie like after a reload.
 */
export async function signIn(page: Page, email: string, path = '/dashboard'): Promise<void> {
  const response = await page.request.post('/api/auth/users/login', { data: { email, password: PASSWORD } });
  expect(response.status(), `login of ${email}`).toBe(200);
  await page.goto(path);
  await appRunning(page);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

/** An access token for API checks, from a request context of its own. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/users/login', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Letters only (shop names take no digits), different on each call. */
export function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let word = '';
  while (n > 0) {
    word += letters[n % 26];
    n = Math.floor(n / 26);
  }
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The toast currently shown (one at a time). */
export function toast(page: Page) {
  return page.locator('.mantine-Notification-root').last();
}
