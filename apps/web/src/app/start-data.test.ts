import type { LoginResponse } from '@platform/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overviewKeys } from '../features/overview/api/overview-queries.ts';
import { settingsKeys } from '../features/settings/api/settings-api.ts';
import { currentUserKey } from '../features/shell/use-current-user.ts';
import { shopKeys } from '../features/shops/api/shops-api.ts';
import { SHOP_SESSION_KEY } from '../features/shops/shop-storage.ts';
import { transactionKeys } from '../features/transactions/api/transactions-queries.ts';
import { listQuery, stateFromSearch } from '../features/transactions/lib/list-state.ts';
import { jsonResponse } from '../test/json-response.ts';
import { createQueryClient } from './query-client.ts';
import { startPageData } from './start-data.ts';

const user = {
  _id: 'u1',
  first_name: 'Awa',
  last_name: 'Diallo',
  email: 'awa@example.com',
  is_active: true,
  role: 'MERCHANT',
  access: [],
  session: 's1',
  merchant_id: 'm1',
  merchant_valid: true,
  merchant_status: 'VALIDATED',
  avatar: { filename: null },
  profile: { type: 'ADMIN', permissions: [] },
  in_sandbox: false,
} as unknown as LoginResponse['user'];
const session = { token: 't', expires_in: 1800, user } as LoginResponse;
const shop = (id: string) => ({ _id: id, name: id, status: 'active' });

/** The API as these calls see it; the paths asked, in order. */
function stubApi() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://app.test').pathname + new URL(url, 'http://app.test').search;
      asked.push(path);
      if (path === '/api/shop/u1/get') return jsonResponse({ shop: [shop('s1'), shop('s2')] });
      if (path === '/api/auth/users/user') return jsonResponse({ user });
      return jsonResponse({ path });
    }),
  );
  return asked;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('startPageData', () => {
  it('on the dashboard: the user, shops and merchant, then the three calls of the stored shop', async () => {
    const asked = stubApi();
    localStorage.setItem(SHOP_SESSION_KEY, JSON.stringify({ _id: 's2' }));
    const client = createQueryClient();
    await startPageData(client, '/en/dashboard', Promise.resolve(session));
    await settle();
    expect(asked.slice(0, 3).sort()).toEqual([
      '/api/auth/users/user',
      '/api/merchant/get/',
      '/api/shop/u1/get',
    ]);
    expect(asked.slice(3).sort()).toEqual([
      '/api/overview/balance?shop=s2',
      '/api/overview/dashboard?shop=s2',
      '/api/settings/onboarding',
    ]);
    expect(client.getQueryData(shopKeys.list('u1', false))).toEqual({ shop: [shop('s1'), shop('s2')] });
    expect(client.getQueryData(overviewKeys.dashboard('s2'))).toEqual({
      path: '/api/overview/dashboard?shop=s2',
    });
    expect(client.getQueryData(settingsKeys.onboarding())).toBeDefined();
  });

  it.each(['/signin/signout', '/en/signin', '/signup/identity'])(
    'on %s (the sign-in frame) asks for nothing: on sign-out a late call would send the page to sign-in again',
    async (path) => {
      const asked = stubApi();
      const client = createQueryClient();
      await startPageData(client, path, Promise.resolve(session));
      await settle();
      expect(asked).toEqual([]);
      expect(client.getQueryData(currentUserKey)).toBeUndefined();
    },
  );

  it('shows the session user meanwhile: the frame need not wait for the fresh one', async () => {
    stubApi();
    const client = createQueryClient();
    const started = startPageData(client, '/transactions', Promise.resolve(session));
    await Promise.resolve();
    await Promise.resolve();
    expect(client.getQueryData(currentUserKey)).toEqual({ user });
    await started;
  });

  it('on the transactions list: the list the URL asks for, of the stored shop, beside nothing else', async () => {
    const asked = stubApi();
    localStorage.setItem(SHOP_SESSION_KEY, JSON.stringify({ _id: 's2' }));
    const client = createQueryClient();
    const search = '?status=SUCCESSFUL&size=50&sort=amount';
    await startPageData(client, '/es/sandbox/transactions', Promise.resolve(session), search);
    await settle();
    expect(asked.slice(3)).toEqual([
      '/api/transactions?shop=s2&sort=amount&order=desc&status=SUCCESSFUL&limit=50',
    ]);
    // The page's own query (transactions-page.tsx) finds it under its key.
    const query = listQuery('s2', stateFromSearch(new URLSearchParams(search)));
    expect(client.getQueryData(transactionKeys.list(query))).toEqual({ path: asked[3] });
  });

  it('elsewhere only the frame data; without a session nothing', async () => {
    const asked = stubApi();
    await startPageData(createQueryClient(), '/customers', Promise.resolve(session));
    await settle();
    expect(asked.sort()).toEqual(['/api/auth/users/user', '/api/merchant/get/', '/api/shop/u1/get']);
    asked.length = 0;
    await startPageData(createQueryClient(), '/transactions', Promise.reject(new Error('401')));
    await startPageData(createQueryClient(), '/signin', Promise.reject(new Error('401')));
    await settle();
    expect(asked).toEqual([]);
  });
});
