/** The signed-in frame's start: what its first render draws at each width, what it leaves for later. */
import { expect, type Page, test } from '@playwright/test';
import { MERCHANT, signIn } from './helpers.ts';

const PHONE = { width: 412, height: 823 };
const WIDE = { width: 1280, height: 800 };

/** The top bar's parts that only some widths show, counted in the DOM (not only on screen). */
function parts(page: Page) {
  const bar = page.locator('header');
  return {
    searchField: bar.getByPlaceholder('Référence, numéro ou nom'),
    searchButton: bar.getByTestId('phone-search'),
    shopMenu: bar.getByTestId('shop-menu'),
    settings: bar.getByRole('link', { name: 'Paramètres' }),
  };
}

test('the top bar renders only what the width shows, follows the width, and the prerendered frame holds every width', async ({
  page,
}) => {
  // The build's frame of the live dashboard holds the parts of every width; its styles pick.
  const prerendered = await (await page.request.get('/dashboard')).text();
  expect(prerendered).toContain('data-testid="phone-search"');
  expect(prerendered).toContain('placeholder="Référence, numéro ou nom"');
  expect(prerendered).toContain('aria-label="Paramètres"');
  // It knows nothing of the merchant's shops: a placeholder in the shop button, not "Aucune boutique".
  expect(prerendered).toContain('data-testid="shop-menu-loading"');
  expect(prerendered).not.toContain('Aucune boutique');

  // A phone: the search button and the menus it shows; nothing of the wide screens' parts.
  await page.setViewportSize(PHONE);
  await signIn(page, MERCHANT, '/dashboard');
  let bar = parts(page);
  await expect(bar.searchButton).toBeVisible();
  await expect(bar.searchField).toHaveCount(0);
  await expect(bar.shopMenu).toHaveCount(0);
  await expect(bar.settings).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Langue' })).toBeVisible();

  // Wider: the search field, the shop menu and the settings come; the search button goes.
  await page.setViewportSize(WIDE);
  bar = parts(page);
  await expect(bar.searchField).toBeVisible();
  await expect(bar.shopMenu).toBeVisible();
  await expect(bar.settings).toBeVisible();
  await expect(bar.searchButton).toHaveCount(0);
  // The field works: the search it loads on focus keeps what is typed.
  await bar.searchField.click();
  await bar.searchField.fill('Awa');
  await expect(bar.searchField).toHaveValue('Awa');

  // Back to a phone: the search button works (its dialog opens).
  await page.setViewportSize(PHONE);
  await expect(bar.searchField).toHaveCount(0);
  await bar.searchButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('over the prerendered dashboard the top bar keeps its buttons at every frame while the app takes it over, and they work after', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // At every frame from the first one with a top bar: is the language button in it?
  await page.addInitScript(() => {
    const frames: boolean[] = [];
    (window as unknown as { languageFrames: boolean[] }).languageFrames = frames;
    const look = () => {
      if (document.querySelector('header'))
        frames.push(document.querySelector('header [aria-label="Langue"]') !== null);
      if (frames.length < 900) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await signIn(page, MERCHANT, '/dashboard');
  await expect(page.getByTestId('balance-card')).toBeVisible();
  const frames = await page.evaluate(
    () => (window as unknown as { languageFrames: boolean[] }).languageFrames,
  );
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.every(Boolean)).toBe(true);
  // The app's own buttons by now: the language menu opens.
  await page.getByRole('button', { name: 'Langue' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
});

test('the colour scheme is light from the first paint and never read from the storage', async ({ page }) => {
  await page.addInitScript(() => {
    const read = Storage.prototype.getItem;
    (window as unknown as { storageReads: string[] }).storageReads = [];
    Storage.prototype.getItem = function (key: string) {
      (window as unknown as { storageReads: string[] }).storageReads.push(key);
      return read.call(this, key);
    };
  });
  await page.setViewportSize(PHONE);
  await signIn(page, MERCHANT, '/dashboard');
  const seen = await page.evaluate(() => ({
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    reads: (window as unknown as { storageReads: string[] }).storageReads,
  }));
  expect(seen.scheme).toBe('light');
  expect(seen.reads.filter((key) => key.includes('color-scheme'))).toEqual([]);
});

test('the inactivity watch, mounted after the first render, warns after ten idle minutes and keeps the session on request', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, MERCHANT, '/dashboard');
  // The watch mounts a task after the frame (shell-root.tsx) and starts its ten minutes when it
  // does: jumping the clock before that would only run its mount, and its ten minutes would start
  // after the jump. The day's figures render in a later task than the watch's (a turn after the
  // dashboard's data), so once they show, the watch is counting.
  await expect(page.getByTestId('figures-today')).toBeVisible();
  const warning = page.getByRole('dialog', { name: 'Êtes-vous toujours là ?' });
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('10:01');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('vous serez déconnecté dans');
  await warning.getByRole('button', { name: 'Rester connecté' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByTestId('page-title')).toBeVisible();
});
