import { MantineProvider } from '@mantine/core';
import type { LoginResponse } from '@platform/contracts';
import { LOCALES, type Locale } from '@platform/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client.ts';
import { theme } from '../app/theme.ts';
import { AuthContext, type AuthContextValue } from '../features/auth/auth-context.ts';
import { createI18n } from '../shared/i18n/i18n.ts';
import { localeFromPath } from '../shared/i18n/locale-path.ts';

type Options = {
  /** The URL to open, with its locale prefix. */
  url: string;
  /** Route paths relative to a locale root, e.g. `signin`. */
  routes: RouteObject[];
  auth?: Partial<AuthContextValue>;
};

/** The route path of `url` under its locale root: `/en/transactions?x=1` → `transactions`. */
export function routePathOf(url: string): string {
  return url
    .replace(/^\/(en|es)\//, '$1/')
    .replace(/^\//, '')
    .split('?')[0]!;
}

/** Renders pages inside the app's providers, under the three locale roots like the real router. */
export function renderRoute({ url, routes, auth }: Options) {
  const locale: Locale = localeFromPath(url);
  const i18n = createI18n(locale);
  const queryClient = createQueryClient();
  const authValue: AuthContextValue = {
    status: 'anonymous',
    user: null,
    signIn: (_session: LoginResponse) => {},
    signOut: async () => {},
    ...auth,
  };
  const children: RouteObject[] = [...routes, { path: '*', element: <p>other page</p> }];
  const tree: RouteObject[] = LOCALES.map((code) => ({
    path: code === 'fr' ? '/' : `/${code}`,
    children,
  }));
  const router = createMemoryRouter(tree, { initialEntries: [url] });
  const wrapper = (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <AuthContext.Provider value={authValue}>
            <RouterProvider router={router} />
          </AuthContext.Provider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { ...render(wrapper), router, queryClient };
}
