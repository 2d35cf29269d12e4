import { expect, type Page, test } from '@playwright/test';
import { appRunning, MERCHANT, signIn } from './helpers.ts';

/** The theme's style elements (written into every built page's head, theme-styles.ts) and what they set. */
async function themeStyles(page: Page) {
  return page.evaluate(() => {
    const styles = Array.from(document.querySelectorAll('style[data-mantine-styles]'));
    const root = getComputedStyle(document.documentElement);
    return {
      inHead: styles
        .filter((style) => style.parentElement === document.head)
        .map((style) => style.getAttribute('data-mantine-styles')),
      inBody: styles
        .filter((style) => style.parentElement !== document.head)
        .map((style) => style.getAttribute('data-mantine-styles')),
      brand: root.getPropertyValue('--mantine-color-brand-6').trim(),
      primary: root.getPropertyValue('--mantine-primary-color-filled').trim(),
      font: root.getPropertyValue('--mantine-font-family').trim(),
    };
  });
}

test('every page carries the theme in its head once, the app adds no second copy, and the responsive classes work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The sign-in page (prerendered), signed out.
  await page.goto('/en/signin');
  await appRunning(page);
  let seen = await themeStyles(page);
  expect(seen.inHead).toEqual(['true', 'classes']);
  expect(seen.inBody.filter((kind) => kind !== 'inline')).toEqual([]);
  expect(seen.brand.toLowerCase()).toBe('#d45d00');
  expect(seen.primary.toLowerCase()).toBe('#d45d00');
  expect(seen.font).toMatch(/^Inter/);

  // The live dashboard (prerendered) and the transactions (not prerendered), signed in.
  for (const path of ['/dashboard', '/transactions']) {
    await signIn(page, MERCHANT, path);
    seen = await themeStyles(page);
    expect(seen.inHead, path).toEqual(['true', 'classes']);
    expect(
      seen.inBody.filter((kind) => kind !== 'inline'),
      path,
    ).toEqual([]);
    expect(seen.primary.toLowerCase(), path).toBe('#d45d00');
    // `hiddenFrom="md"` (the theme's responsive classes): the floating support button shows on a phone only.
    await expect(page.getByTestId('support-button'), path).toBeVisible();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('support-button')).toBeHidden();
});
