import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { localizedRoutes, preloadShownRoutes, restOnFirstVisit, sectionOfPathname } from './app/routes.tsx';
import { startPageData } from './app/start-data.ts';
import { startSessionRestore } from './features/auth/session-restore.ts';
import { startI18n } from './shared/i18n/app-i18n.ts';
import { localeFromPath } from './shared/i18n/locale-path.ts';
import { reloadAfterChunkError } from './shared/lib/chunk-reload.ts';
import { startIntlWarmup } from './shared/lib/intl-warmup.ts';
import { takeOverPrerendered } from './shared/lib/prerendered.ts';

// Vite reports a failed preload of a lazy chunk (often after a new deployment): reload once a minute at most.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

// The ICU data the first amount or date would load in the middle of a render, loaded off the main thread.
startIntlWarmup();
const locale = localeFromPath(window.location.pathname);
document.documentElement.lang = locale;
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Everything the first page waits for is asked for at once: the shown language's texts (only
// those), the session, and the chunks and texts of the page and its frame (docs/performance.md);
// once the session is back, the data the frame and the page show (start-data.ts).
const i18n = startI18n(locale);
const session = startSessionRestore();
void startPageData(queryClient, window.location.pathname, session, window.location.search);
// A page prerendered at build time (the sign-in page, the dashboard's frame) is already on screen:
// the app renders over it once the page's chunks are there and the session is back (the provider
// then starts from it), so that its first render is that page, not a loader. Nothing
// waits for the app meanwhile, so the router is made in a task of its own, after the scripts' run, and
// the render in another: three shorter tasks rather than one long one (docs/performance.md).
const prerendered = root.hasAttribute('data-prerendered');
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));
void (prerendered ? yieldToBrowser() : Promise.resolve()).then(() => {
  // The shown language's routes, and of its pages only those of the shown section (routes.tsx).
  const section = sectionOfPathname(window.location.pathname);
  const router = createBrowserRouter(localizedRoutes([locale], section), restOnFirstVisit(locale, section));
  const shown = preloadShownRoutes(router);
  const settled = session.then(
    () => undefined,
    () => undefined,
  );
  return Promise.all([i18n, prerendered ? Promise.all([shown, settled]).then(yieldToBrowser) : null]).then(
    ([instance]) =>
      takeOverPrerendered(root, () =>
        createRoot(root).render(
          <StrictMode>
            <App i18n={instance} queryClient={queryClient} router={router} />
          </StrictMode>,
        ),
      ),
  );
});
