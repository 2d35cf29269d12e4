import { expect, type Page } from '@playwright/test';

/** The sizes of the visual passes (issue 21, defect 3): a laptop, a small laptop, a phone. */
export const VIEWPORTS = [
  { name: 'desktop-1366', width: 1366, height: 900 },
  { name: 'laptop-1024', width: 1024, height: 768 },
  { name: 'phone-390', width: 390, height: 844 },
] as const;

/**
 * Opens a page of a pass: the first by loading it, the next ones by in-app navigation (the session
 * is not restored again for every page); then waits for its title.
 */
export async function openPage(page: Page, path: string, first: boolean): Promise<void> {
  if (first) await page.goto(path);
  else
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 60_000 });
}

/** What is clipped on the page: one line per element, empty when everything shows whole. */
export async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    const main = document.querySelector('main') ?? document.body;
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls =
        Array.from(el.classList).find((c) => c.startsWith('mantine-')) ??
        el.className.toString().slice(0, 40);
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${el.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''} ${cls}> "${text}"`;
    };
    if (doc.scrollWidth > doc.clientWidth + 1) {
      // Name the outermost elements that reach past the window's right edge.
      const past = (el: Element) => el.getBoundingClientRect().right > doc.clientWidth + 1;
      const culprits = Array.from(document.body.querySelectorAll('*'))
        .filter((el) => past(el) && !(el.parentElement && past(el.parentElement)))
        .slice(0, 3)
        .map(describe);
      found.push(`the page: ${doc.scrollWidth} > ${doc.clientWidth} (${culprits.join('; ')})`);
    }
    // The page's title in the header: whole, on one line or, on a phone, two.
    const title = document.querySelector<HTMLElement>('[data-testid="page-title"]');
    if (title && (title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1))
      found.push(
        `${describe(title)} ${title.scrollWidth}×${title.scrollHeight} > ${title.clientWidth}×${title.clientHeight}`,
      );
    for (const el of Array.from(main.querySelectorAll<HTMLElement>('*'))) {
      if (!(el instanceof HTMLElement) || el.closest('[data-clip-ok]')) continue;
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el.tagName === 'PRE')
        continue;
      if (el.clientWidth < 2 || el.getClientRects().length === 0) continue;
      // Only text can be cut (a switch's track hides its thumb's overflow by design).
      if ((el.textContent ?? '').trim() === '') continue;
      const style = getComputedStyle(el);
      const wide = el.scrollWidth > el.clientWidth + 1;
      if (!wide) continue;
      const hides =
        style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      const scrollsATable =
        (style.overflowX === 'auto' || style.overflowX === 'scroll') && el.querySelector('table') !== null;
      if (hides || scrollsATable) {
        found.push(
          `${describe(el)} ${el.scrollWidth} > ${el.clientWidth}${scrollsATable ? ' (table scrolls)' : ''}`,
        );
      }
    }
    return found;
  });
}

/**
 * What the floating support button covers where it shows (issue 21, defect 9): a text, a button or
 * a link of the page under its box, at the top of the page and at its foot. Empty when it covers
 * nothing (or steps aside, faded, while something is under it).
 */
export async function coveredBySupport(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const where of ['top', 'foot'] as const) {
    await page.evaluate(
      (w) => window.scrollTo(0, w === 'top' ? 0 : document.documentElement.scrollHeight),
      where,
    );
    // The button looks at its corner again at most 0.7 s later.
    await page.waitForTimeout(900);
    const under = await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('[data-testid="support-button"]');
      if (!button || button.offsetParent === null || getComputedStyle(button).opacity === '0') return [];
      const box = button.getBoundingClientRect();
      const main = document.querySelector('main') ?? document.body;
      const hits: string[] = [];
      for (const el of Array.from(main.querySelectorAll<HTMLElement>('*'))) {
        const own = Array.from(el.childNodes).some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        );
        const acts = el.matches('a, button, input, select, textarea');
        if (!own && !acts) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const meets = r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
        if (meets) hits.push(`<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      }
      return hits.slice(0, 3);
    });
    for (const hit of under) found.push(`the support button covers ${hit} (${where} of the page)`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return found;
}
