import type { LoginResponse } from '@platform/contracts';
import { hasAnyPermission } from '@platform/domain';
import type { QueryClient } from '@tanstack/react-query';
import { authApi } from '../features/auth/api/auth-api.ts';
import { isAuthPage } from '../features/auth/auth-paths.ts';
import { overviewApi } from '../features/overview/api/overview-api.ts';
import { overviewKeys } from '../features/overview/api/overview-queries.ts';
import { settingsApi, settingsKeys } from '../features/settings/api/settings-api.ts';
import { currentUserKey } from '../features/shell/use-current-user.ts';
import { shopKeys, shopsApi } from '../features/shops/api/shops-api.ts';
import { resolveSelectedShop, storedShopSession } from '../features/shops/shop-storage.ts';
import { transactionsApi } from '../features/transactions/api/transactions-api.ts';
import { transactionKeys } from '../features/transactions/api/transactions-queries.ts';
import { listQuery, stateFromSearch } from '../features/transactions/lib/list-state.ts';
import { stripLocale } from '../shared/i18n/locale-path.ts';

const DASHBOARD = /^\/(sandbox\/)?dashboard\/?$/i;
const TRANSACTIONS = /^\/(sandbox\/)?transactions\/?$/i;
const noop = () => undefined;

/**
 * The signed-in page's first data, asked for as soon as the session is back (main.tsx) rather than
 * once the frame has rendered, and the page after it (each waited for the one before, three round
 * trips after the scripts on a phone): the user, the shops and the merchant the frame shows, then on
 * the dashboard its three calls for the shop the frame will select, on the transactions list the
 * list as the URL asks for it. Same keys and calls as the hooks that read them
 * (use-current-user.ts, shops-provider.tsx, sidebar.tsx, dashboard-page.tsx, transactions-page.tsx),
 * which find them in the cache. A failure is left for those hooks to ask again and show.
 */
export function startPageData(
  queryClient: QueryClient,
  pathname: string,
  session: Promise<LoginResponse>,
  search = '',
): Promise<void> {
  // The sign-in frame's pages show no signed-in data; on /signin/signout these calls would race the
  // sign-out and, refused, send the signed-out page to sign-in again. A refused session (signed out)
  // is expected there: it is caught so that it is not an unhandled rejection.
  if (isAuthPage(pathname)) return session.then(noop, noop);
  return session
    .then(async ({ user }) => {
      // The frame renders at once with the session's user while the fresh one is asked for.
      if (queryClient.getQueryData(currentUserKey) === undefined)
        queryClient.setQueryData(currentUserKey, { user }, { updatedAt: 0 });
      void queryClient.prefetchQuery({ queryKey: currentUserKey, queryFn: authApi.currentUser });
      if (!user.merchant_id || !user.profile) return;
      void queryClient.prefetchQuery({
        queryKey: shopKeys.merchant,
        queryFn: shopsApi.merchant,
        staleTime: 5 * 60_000,
      });
      const list = await queryClient.fetchQuery({
        queryKey: shopKeys.list(user._id, user.in_sandbox),
        queryFn: () => shopsApi.list(user._id),
      });
      const page = stripLocale(pathname);
      const shop = resolveSelectedShop(list.shop, storedShopSession());
      if (!shop) return;
      if (TRANSACTIONS.test(page) && hasAnyPermission(user, ['transaction'])) {
        const query = listQuery(shop._id, stateFromSearch(new URLSearchParams(search)));
        void queryClient.prefetchQuery({
          queryKey: transactionKeys.list(query),
          queryFn: () => transactionsApi.list(query),
          retry: false,
        });
        return;
      }
      if (!DASHBOARD.test(page) || !hasAnyPermission(user, ['transaction', 'payout'])) return;
      void queryClient.prefetchQuery({
        queryKey: overviewKeys.dashboard(shop._id),
        queryFn: () => overviewApi.dashboard(shop._id),
      });
      void queryClient.prefetchQuery({
        queryKey: overviewKeys.balance(shop._id),
        queryFn: () => overviewApi.balance(shop._id),
      });
      void queryClient.prefetchQuery({
        queryKey: settingsKeys.onboarding(),
        queryFn: settingsApi.onboarding,
      });
    })
    .catch(() => {
      // No session (the sign-in page) or a failed call: the pages ask again and show it.
    });
}
