/**
 * The live dashboard's first paint (the merchant frame and the page's header) as the app first
 * renders it for a signed-in merchant whose shops are still on their way, written into the HTML at
 * build time, one page per language (prerender-plugin.ts). It carries nobody's data: the frame is
 * drawn for a placeholder merchant with no name (the greeting's name, the avatar's initials and the
 * shop come with the app). The app takes over once the session is back (main.tsx), its first render
 * then the same frame with the merchant's own name in it. Run once per build, in Node; never shipped.
 */
import type { LoginResponse } from '@platform/contracts';
import type { Locale } from '@platform/domain';
import { renderToStringAsync } from 'preact-render-to-string';
import { createMemoryRouter } from 'react-router';
import { assumeSession } from '../../features/auth/session-restore.ts';
import { ensureTexts, startI18n } from '../../shared/i18n/app-i18n.ts';
import { FEATURE_TEXT_FOLDERS } from '../../shared/i18n/feature-text-folders.ts';
import { localizePath } from '../../shared/i18n/locale-path.ts';
import { App } from '../app.tsx';
import { LANDING_PAGES, SHELL_CHUNK } from '../landing-pages.ts';
import { createQueryClient } from '../query-client.ts';
import { localizedRoutes } from '../routes.tsx';
import type { PrerenderedPage } from './prerendered-page.ts';

/**
 * A validated merchant's owner in live mode, with nothing of a person: what the frame needs to
 * draw the live dashboard (the route guards let it in; every menu of an owner).
 */
export const PLACEHOLDER_SESSION: LoginResponse = {
  token: '',
  expires_in: 0,
  user: {
    _id: '',
    first_name: '',
    last_name: '',
    email: '',
    is_active: true,
    role: 'MERCHANT',
    access: [],
    session: null,
    merchant_id: 'prerender',
    merchant_valid: true,
    merchant_status: 'VALID',
    avatar: { filename: null },
    profile: { type: 'ADMIN', permissions: [] },
    in_sandbox: false,
  },
};

/** The live dashboard in `locale`, through the app's own routes (the dashboard's section only). */
export async function renderDashboard(locale: Locale): Promise<PrerenderedPage> {
  const i18n = await startI18n(locale);
  // The route chunks' own loaders ask for their texts only the first time (the first language).
  const texts = [...SHELL_CHUNK.texts, ...LANDING_PAGES.dashboard.texts];
  await ensureTexts(texts);
  const forget = assumeSession(PLACEHOLDER_SESSION);
  const path = localizePath('/dashboard', locale);
  const router = createMemoryRouter(localizedRoutes([locale], 'dashboard'), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const app = <App i18n={i18n} queryClient={queryClient} router={router} />;
  // The elements are Preact's in this build (preact-runtime.ts); React's types describe them. The
  // routes' pages are lazy: the async render waits for them.
  const html = await renderToStringAsync(app as unknown as Parameters<typeof renderToStringAsync>[0]);
  // The frame's queries (never sent here) would hold the build's process for their clean-up timers.
  queryClient.clear();
  // The sign-in page of the next language is rendered signed out.
  forget();
  return {
    name: 'dashboard',
    path,
    locale,
    title: i18n.t('app.name'),
    html,
    // What the app fetches before it takes the page over (main.tsx): the frame's and the page's
    // chunks and their texts. Their styles are linked from the page: the frame's first paint needs them.
    modules: [
      SHELL_CHUNK.module,
      LANDING_PAGES.dashboard.module,
      `src/shared/i18n/locales/${locale}.json`,
      ...texts.map((namespace) => `src/features/${FEATURE_TEXT_FOLDERS[namespace]}/locales/${locale}.json`),
    ],
    styled: [SHELL_CHUNK.module, LANDING_PAGES.dashboard.module],
  };
}
