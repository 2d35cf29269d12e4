import { expect, test } from '@playwright/test';
import { appRunning, MERCHANT, PASSWORD } from '../shell/helpers.ts';

/** Per frame: where the page's subtitle is, and whether the app has taken the page over yet. */
const WATCH_SUBTITLE = `
  window.__subtitle = [];
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__lcp.push({ at: entry.startTime, text: entry.element ? entry.element.textContent : null });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const frame = () => {
    const root = document.getElementById('root');
    const subtitle = document.querySelector('[data-testid=dashboard-intro]');
    if (root && subtitle) {
      const box = subtitle.getBoundingClientRect();
      const seen = {
        prerendered: root.hasAttribute('data-prerendered'),
        box: [box.x, box.y, box.width, box.height].map(Math.round).join(','),
        at: performance.now(),
      };
      const last = window.__subtitle[window.__subtitle.length - 1];
      if (!last || last.prerendered !== seen.prerendered || last.box !== seen.box) window.__subtitle.push(seen);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

type Seen = { prerendered: boolean; box: string; at: number };

test('the live dashboard paints from its HTML, nobody in it, and the app takes it over without moving it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const login = await page.request.post('/api/auth/users/login', {
    data: { email: MERCHANT, password: PASSWORD },
  });
  expect(login.status()).toBe(200);

  // The HTML carries the frame and the page's header in each language, and no one's data.
  const texts = {
    '/dashboard': ['fr', "Voici l'activité de la boutique sélectionnée, en temps réel."],
    '/en/dashboard': ['en', 'Here is the activity of the selected shop, in real time.'],
    '/es/dashboard': ['es', 'Esta es la actividad de la tienda seleccionada, en tiempo real.'],
  } as const;
  for (const [path, [lang, intro]] of Object.entries(texts)) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html, path).toContain('data-prerendered');
    expect(html, path).toContain(intro);
    expect(html, path).not.toContain('Awa');
    expect(html, path).not.toContain('Boutique Principale');
  }
  // The sandbox's frame is another: it is not prerendered.
  expect(await (await page.request.get('/sandbox/dashboard')).text()).not.toContain('data-prerendered');

  await page.addInitScript(WATCH_SUBTITLE);
  await page.goto('/dashboard');
  await appRunning(page);
  await expect(page.getByRole('heading', { name: 'Bonjour Awa' })).toBeVisible();
  await expect(page.getByTestId('dashboard-shop')).toHaveText('Boutique Principale');
  await expect(page.getByTestId('balance-card')).toBeVisible();

  const seen = (await page.evaluate('window.__subtitle')) as Seen[];
  const first = seen[0];
  const takenOver = seen.find((frame) => !frame.prerendered);
  // Painted before the app ran, then the app's own subtitle, at the same place: nothing moved.
  expect(first?.prerendered).toBe(true);
  expect(takenOver?.box).toBe(first?.box);
  expect(new Set(seen.map((frame) => frame.box)).size).toBe(1);
  // The largest paint is the prerendered subtitle: nothing larger came with the app.
  const lcp = (await page.evaluate('window.__lcp')) as { at: number; text: string | null }[];
  const last = lcp[lcp.length - 1];
  expect(last?.text).toBe("Voici l'activité de la boutique sélectionnée, en temps réel.");
  expect(last?.at).toBeLessThan(takenOver?.at ?? 0);
  expect(await page.evaluate('performance.getEntriesByType("layout-shift").length')).toBe(0);
});

test('a signed-out visitor of the prerendered dashboard goes to sign-in in its language', async ({
  page,
}) => {
  await page.goto('/es/dashboard');
  await expect(page).toHaveURL(/\/es\/signin\?redirect=%2Fes%2Fdashboard$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});
