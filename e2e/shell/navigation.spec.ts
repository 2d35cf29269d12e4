import { expect, test } from '@playwright/test';
import { MERCHANT, signIn, signInWithForm } from './helpers.ts';

test('the demo merchant signs in and lands in the live dashboard frame', async ({ page }) => {
  await signInWithForm(page, MERCHANT);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  await expect(page.getByText('Contrôlez votre business en temps réel.')).toBeVisible();
  await expect(page.getByTestId('current-shop')).toHaveText(/\S/);
  await expect(page.getByTestId('dashboard-shop')).toHaveText(
    (await page.getByTestId('current-shop').textContent()) ?? '',
  );
  await expect(page.getByRole('button', { name: 'Changer de boutique' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une boutique' })).toBeVisible();

  // The selected shop and the mode are kept for the next reload (spec's client-side values).
  const stored = await page.evaluate(() => ({
    shop: JSON.parse(localStorage.getItem('shopsession') ?? 'null'),
    first: localStorage.getItem('first_shop'),
    inSandbox: localStorage.getItem('in_sandbox'),
  }));
  expect(stored.shop).toHaveProperty('taxe_collection');
  expect(stored.first).toMatch(/^shp_/);
  expect(stored.inSandbox).toBe('false');

  // Live button: popover; profile dropdown: name, PROFIL, DECONNEXION.
  await page.getByRole('button', { name: 'Live' }).click();
  await expect(page.getByText('Vous êtes déjà en Live !')).toBeVisible();
  await page.getByRole('button', { name: 'Mon compte' }).click();
  await expect(page.getByRole('menu').getByText('Awa Houngbo')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'PROFIL' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'DECONNEXION' }).click();
  await expect(page).toHaveURL(/\/signin\/?$/);
  expect(await page.evaluate(() => localStorage.getItem('shopsession'))).toBeNull();
});

const LOCALES = [
  { prefix: '', notFound: 'Page non trouvée', dashboard: 'Dashboard' },
  { prefix: '/en', notFound: 'Page not found', dashboard: 'Dashboard' },
  { prefix: '/es', notFound: 'Página no encontrada', dashboard: 'Dashboard' },
];

for (const { prefix, notFound } of LOCALES) {
  test(`every sidebar link opens its page in ${prefix || '/ (fr)'}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, MERCHANT, `${prefix}/dashboard`);
    const links = page.getByTestId('sidebar-nav').locator('a');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(19);
    for (const alias of ['/feexlinks', '/feexcorporate', '/feexmarket'])
      expect(hrefs).toContain(`${prefix}${alias}`);

    for (let i = 0; i < hrefs.length; i++) {
      const link = links.nth(i);
      const label = (await link.textContent())?.trim() ?? '';
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${hrefs[i]!.replace(/[?]/g, '\\?')}$`));
      await expect(page.getByTestId('page-title'), `title of ${hrefs[i]}`).toHaveText(/\S/);
      await expect(page.getByRole('heading', { name: notFound })).toHaveCount(0);
      await expect(page.getByTestId('sidebar-nav'), `frame of ${label}`).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test('the language dropdown keeps the page, stores the choice and reloads', async ({ page }) => {
  await signIn(page, MERCHANT, '/referral');
  await page.getByRole('button', { name: 'Langue' }).click();
  // The page reloads 100 ms after the change: wait for that reload before reading storage.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: /ES/ }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/es\/referral$/);
  await expect(page.getByTestId('page-title')).toHaveText('Referidos');
  // The referral page (growth), in Spanish.
  await expect(page.getByText('Su enlace de patrocinio')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('es');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test('the reserve page opens inside the merchant frame', async ({ page }) => {
  // It used to be the last "coming" page of this journey (issue 20 built it).
  await signIn(page, MERCHANT, '/reserve');
  await expect(page.getByTestId('page-title')).toHaveText('Fonds de réserve');
  await expect(page.getByRole('heading', { name: 'Prochaines libérations' })).toBeVisible();
  await expect(page.getByText('Cette section est en cours de construction.', { exact: false })).toHaveCount(
    0,
  );
});

test('unknown paths show the 404 page with a way home', async ({ page }) => {
  await page.goto('/cette-page-nexiste-pas');
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  await page.goto('/en/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('on small screens the sidebar collapses behind a burger', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await signIn(page, MERCHANT, '/dashboard');
  // The live dashboard is prerendered: its page links the frame's styles itself, which its first
  // paint needs before any script has run (prerender-plugin.ts), once.
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/shell-chunk-"]')).toHaveCount(1);
  // The icon is in the page, and the dashboard's chunks bring no style file of their own: no request
  // on a phone's six connections for either before the page paints (inline-favicon.ts,
  // latest-movements.tsx). (The chart's styles come later, with the chart.)
  await expect(page.getByTestId('balance-card')).toBeVisible();
  expect(asked.filter((path) => path.endsWith('favicon.svg'))).toEqual([]);
  expect(asked.filter((path) => /\/assets\/dashboard-[\w-]+\.css$/.test(path))).toEqual([]);
  const nav = page.getByTestId('sidebar-nav');
  // Off screen until the menu opens, it is not rendered before (use-navbar-shown.ts).
  const burger = page.getByRole('button', { name: 'Ouvrir ou fermer le menu' });
  await expect(burger).toBeVisible();
  await expect(nav).toHaveCount(0);
  await burger.click();
  await expect(nav).toBeInViewport();
  await nav.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(nav).not.toBeInViewport();
  await expect(page.getByRole('link', { name: 'Contacter le support sur WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+$/,
  );
  // A wider window shows it again, on screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(nav).toBeInViewport();
});
