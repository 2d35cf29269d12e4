import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@platform/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from './api-error.ts';
import { refreshSession } from './http.ts';
import { getAccessToken, setAccessToken } from './session.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../..');
const page = (file: string) => readFileSync(path.join(WEB_ROOT, file), 'utf8');
/** The inline (classic, no `src`) scripts of an HTML page. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

const answer = (token: string) => Response.json({ token, expires_in: 1800, user: { _id: 'u1' } });

type Request = { url: string; init: RequestInit };
/** A request without its unset options (`body: undefined` sends what no `body` sends). */
const sent = (url: string, init: RequestInit): Request => ({
  url,
  init: Object.fromEntries(Object.entries(init).filter(([, value]) => value !== undefined)),
});

/** Runs index.html's inline script at `pathname`: the request it sends, and what it leaves on window. */
function runIndexScript(pathname: string) {
  const [script] = inlineScripts(page('index.html'));
  const requests: Request[] = [];
  const win: { __earlyRefresh?: Promise<Response> } = {};
  const fakeFetch = (url: string, init: RequestInit) => {
    requests.push(sent(url, init));
    return Promise.resolve(answer('early'));
  };
  new Function('window', 'location', 'fetch', script ?? '')(win, { pathname }, fakeFetch);
  return { requests, early: win.__earlyRefresh };
}

/** The request the app's own refresh sends at `pathname` (no early request there). */
async function appRefreshRequest(pathname: string): Promise<Request> {
  window.history.replaceState(null, '', pathname);
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push(sent(url, init));
      return answer('own');
    }),
  );
  await refreshSession();
  expect(requests).toHaveLength(1);
  return requests[0] as Request;
}

const fetchCalls = () => vi.mocked(fetch).mock.calls.length;

beforeEach(() => {
  setAccessToken(null);
  delete window.__earlyRefresh;
  window.history.replaceState(null, '', '/dashboard');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer('own')),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__earlyRefresh;
});

describe("index.html's early session refresh", () => {
  const paths = [
    '/',
    '/dashboard',
    '/signin',
    '/EN/transactions',
    '/de/x',
    ...LOCALES.flatMap((l) => [`/${l}`, `/${l}/dashboard`]),
  ];

  it.each(paths)('is the very request the app would send itself at %s', async (pathname) => {
    const { requests, early } = runIndexScript(pathname);
    expect(requests).toEqual([await appRefreshRequest(pathname)]);
    await expect(early).resolves.toBeInstanceOf(Response);
  });

  it('is only in the signed-in app, not in the checkout', () => {
    expect(inlineScripts(page('index.html'))).toHaveLength(1);
    expect(page('checkout.html')).not.toContain('refresh');
  });
});

describe('refreshSession taking over the early request', () => {
  it('uses it for the first refresh only, then sends its own', async () => {
    window.__earlyRefresh = Promise.resolve(answer('early'));
    await expect(refreshSession()).resolves.toMatchObject({ token: 'early' });
    expect(getAccessToken()).toBe('early');
    expect(fetchCalls()).toBe(0);
    expect(window.__earlyRefresh).toBeUndefined();

    await expect(refreshSession()).resolves.toMatchObject({ token: 'own' });
    expect(getAccessToken()).toBe('own');
    expect(fetchCalls()).toBe(1);
  });

  it('shares it with a concurrent caller', async () => {
    window.__earlyRefresh = Promise.resolve(answer('early'));
    const [a, b] = await Promise.all([refreshSession(), refreshSession()]);
    expect([a.token, b.token]).toEqual(['early', 'early']);
    expect(fetchCalls()).toBe(0);
  });

  it('reads a refused session as the app reads its own', async () => {
    window.__earlyRefresh = Promise.resolve(
      Response.json({ code: 'SESSION_EXPIRED', message: 'expired' }, { status: 401 }),
    );
    await expect(refreshSession()).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(getAccessToken()).toBeNull();
  });

  it('turns a network failure into the network error a failed send gives', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    window.__earlyRefresh = failed;
    const error = await refreshSession().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toJSON()).toMatchObject({
      status: 0,
      code: NETWORK_ERROR,
      message: 'Failed to fetch',
    });
    expect(getAccessToken()).toBeNull();
    // The next refresh is the app's own.
    await expect(refreshSession()).resolves.toMatchObject({ token: 'own' });
  });

  it('sends its own request without one, or with something else under the name', async () => {
    await expect(refreshSession()).resolves.toMatchObject({ token: 'own' });
    expect(fetchCalls()).toBe(1);
    (window as { __earlyRefresh?: unknown }).__earlyRefresh = 'stale';
    await expect(refreshSession()).resolves.toMatchObject({ token: 'own' });
    expect(fetchCalls()).toBe(2);
    expect(window.__earlyRefresh).toBeUndefined();
  });
});
