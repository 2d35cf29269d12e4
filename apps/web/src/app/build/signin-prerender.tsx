/**
 * The sign-in page as the app first renders it, written into the HTML at build time (one page per
 * language; prerender-plugin.ts): the page paints before any script has run, and the app then takes
 * over the same elements (main.tsx). Built for Node by Vite (with Preact in place of React, as in
 * the browser) and run once per build; never shipped to the browser.
 */
import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import { renderToStringAsync } from 'preact-render-to-string';
import { createMemoryRouter } from 'react-router';
import { SignInPage } from '../../features/auth/pages/signin-page.tsx';
import { ensureTexts, startI18n } from '../../shared/i18n/app-i18n.ts';
import { FEATURE_TEXT_FOLDERS } from '../../shared/i18n/feature-text-folders.ts';
import { localizePath } from '../../shared/i18n/locale-path.ts';
import { App } from '../app.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { LocaleRoot } from '../locale-root.tsx';
import { createQueryClient } from '../query-client.ts';
import { RootLayout } from '../root-layout.tsx';

import type { PrerenderedPage } from './prerendered-page.ts';

/**
 * The feature texts the sign-in page's route chunk waits for: its `withTexts` list in routes.tsx, kept a
 * literal there because bench:web-first-load reads it from the build.
 */
const SIGN_IN_TEXTS = ['profile'] as const;

/**
 * The sign-in page in `locale`: the frames the app's routes put around it (routes.tsx: the session,
 * the language, the auth layout), the app's providers and theme, the texts its route chunk waits for.
 */
export async function renderSignIn(locale: Locale): Promise<PrerenderedPage> {
  const i18n = await startI18n(locale);
  await ensureTexts(SIGN_IN_TEXTS);
  const path = localizePath('/signin', locale);
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          {
            path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
            element: <LocaleRoot locale={locale} />,
            children: [{ element: <AuthLayout />, children: [{ path: 'signin', element: <SignInPage /> }] }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const app = <App i18n={i18n} queryClient={createQueryClient()} router={router} />;
  // The elements are Preact's in this build (preact-runtime.ts); React's types describe them.
  const html = await renderToStringAsync(app as unknown as Parameters<typeof renderToStringAsync>[0]);
  return {
    name: 'signin',
    path,
    locale,
    title: i18n.t('app.name'),
    html,
    // What the app fetches before it takes the page over (main.tsx): the page's chunk and its texts.
    modules: [
      'src/features/auth/pages/signin-page.tsx',
      `src/shared/i18n/locales/${locale}.json`,
      ...SIGN_IN_TEXTS.map(
        (namespace) => `src/features/${FEATURE_TEXT_FOLDERS[namespace]}/locales/${locale}.json`,
      ),
    ],
  };
}
