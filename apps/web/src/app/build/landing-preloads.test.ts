import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LANDING_PAGES } from '../landing-pages.ts';
import {
  type LandingPreloads,
  landingModules,
  landingPreloadScript,
  withLandingPreloads,
} from './landing-preloads.ts';

const TABLE: LandingPreloads = {
  fr: {
    dashboard: ['/assets/shell.js', '/assets/dash.js', '/assets/dash.css'],
    transactions: ['/assets/tx.js'],
  },
  en: { dashboard: ['/assets/dash-en.js'], transactions: ['/assets/shell.js', '/assets/tx-en.js'] },
  es: { dashboard: ['/assets/dash-es.js'], transactions: ['/assets/tx-es.js'] },
};

/** Runs the script at `path` with the early refresh's answer; the links it added, once settled. */
async function linksAt(path: string, refresh: Promise<{ ok: boolean }> | undefined) {
  window.history.replaceState(null, '', path);
  (window as { __earlyRefresh?: unknown }).__earlyRefresh = refresh;
  new Function(landingPreloadScript(TABLE))();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return [...document.head.querySelectorAll('link')].map(
    (l) => `${l.rel}${l.as ? `:${l.as}` : ''} ${l.getAttribute('href')}`,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { __earlyRefresh?: unknown }).__earlyRefresh;
  window.history.replaceState(null, '', '/');
});

describe('the landing pages preload script (index.html)', () => {
  it('once signed in, preloads the page of the path in its language, live or sandbox', async () => {
    expect(await linksAt('/dashboard', Promise.resolve({ ok: true }))).toEqual([
      'modulepreload /assets/shell.js',
      'modulepreload /assets/dash.js',
      'preload:style /assets/dash.css',
    ]);
    document.head.innerHTML = '';
    expect(await linksAt('/en/sandbox/Transactions/', Promise.resolve({ ok: true }))).toEqual([
      'modulepreload /assets/shell.js',
      'modulepreload /assets/tx-en.js',
    ]);
    document.head.innerHTML = '';
    expect(await linksAt('/es/dashboard', Promise.resolve({ ok: true }))).toEqual([
      'modulepreload /assets/dash-es.js',
    ]);
  });

  it('preloads nothing signed out, off the landing pages, or without the early refresh', async () => {
    expect(await linksAt('/dashboard', Promise.resolve({ ok: false }))).toEqual([]);
    expect(await linksAt('/dashboard', Promise.reject(new Error('offline')))).toEqual([]);
    expect(await linksAt('/customers', Promise.resolve({ ok: true }))).toEqual([]);
    expect(await linksAt('/de/dashboard', Promise.resolve({ ok: true }))).toEqual([]);
    expect(await linksAt('/dashboard', undefined)).toEqual([]);
  });

  it('goes into index.html after the early refresh script, before the entry', () => {
    const index =
      '<head><script>refresh()</script>\n    <script type="module" src="/assets/main.js"></script></head>';
    const html = withLandingPreloads(index, TABLE);
    expect(html.indexOf('refresh()')).toBeLessThan(html.indexOf('__earlyRefresh'));
    expect(html.indexOf('__earlyRefresh')).toBeLessThan(html.indexOf('type="module"'));
    expect(() => withLandingPreloads('<head></head>', TABLE)).toThrow(/no module script/);
  });

  it('lists the frame and page chunks and every text file they wait for', () => {
    const webRoot = path.join(import.meta.dirname, '../../..');
    for (const page of ['dashboard', 'transactions'] as const)
      for (const module of landingModules(page, 'fr'))
        expect(existsSync(path.join(webRoot, module)), module).toBe(true);
    expect(landingModules('transactions', 'es')).toEqual([
      'src/features/shell/shell-chunk.ts',
      LANDING_PAGES.transactions.module,
      'src/shared/i18n/locales/es.json',
      'src/features/search/locales/es.json',
      'src/features/team/locales/es.json',
      'src/features/profile/locales/es.json',
      'src/features/transactions/locales/es.json',
      'src/features/receipts/locales/es.json',
      'src/features/sample-data/locales/es.json',
    ]);
  });
});
