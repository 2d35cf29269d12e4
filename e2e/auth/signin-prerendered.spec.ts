import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/fixtures.ts';

/** The sign-in page's first paint is written into its HTML at build time, per language (docs/performance.md). */
const PAGES = [
  { path: '/signin', lang: 'fr', heading: 'Connexion', email: 'Adresse e-mail', password: 'Mot de passe' },
  { path: '/en/signin', lang: 'en', heading: 'Sign in', email: 'E-mail address', password: 'Password' },
  {
    path: '/es/signin',
    lang: 'es',
    heading: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
  },
];

test('the sign-in page is sent prerendered in each language, compressed and revalidated', async ({
  request,
}) => {
  for (const page of PAGES) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(`${page.path}?redirect=%2Fpayouts`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status(), page.path).toBe(200);
      expect(response.headers()['content-type'], page.path).toContain('text/html');
      expect(response.headers()['content-encoding'], page.path).toBe(encoding);
      expect(response.headers()['cache-control'], page.path).toBe('no-cache');
      const html = await response.text();
      expect(html, page.path).toContain(`<html lang="${page.lang}"`);
      expect(html, page.path).toContain('<div id="root" data-prerendered="">');
      expect(html, page.path).toContain(`>${page.heading}</h1>`);
    }
  }
  // The files it loads stay hashed and immutable.
  const html = await (await request.get('/en/signin')).text();
  const script = /"(\/assets\/app-start-[\w-]+\.js)"/.exec(html)?.[1] as string;
  const asset = await request.get(script, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});

/** Holds the app's scripts back (the page is only its prerendered HTML and styles) until the answer is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what is typed and sent before the app runs signs in once it does', async ({ page }) => {
  const { lang, heading, email, password } = PAGES[2] as (typeof PAGES)[number];
  const release = await holdScripts(page);
  await page.goto('/es/signin?redirect=%2Fes%2Ftransactions', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByLabel(email).fill('marchand@demo.local');
  await page.getByLabel(password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(password, { exact: true }).press('Enter');
  // Held back by the page's guard: no request with the password in the address.
  await expect(page).toHaveURL(/\/es\/signin\?redirect=%2Fes%2Ftransactions$/);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'submitted');

  release();
  await expect(page).toHaveURL(/\/es\/transactions$/);
});

test('fields typed before the app runs are kept, and the form checks them once it runs', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/signin', { waitUntil: 'commit' });
  await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
  release();
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('pas-une-adresse');
  await expect(page.getByLabel('Adresse e-mail')).toBeFocused();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // The contract's rule, fetched when the form is first checked, in French.
  await expect(page.getByText("Cette adresse mail n'est pas valide.")).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});
