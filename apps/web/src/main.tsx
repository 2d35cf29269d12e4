import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { startI18n } from './shared/i18n/app-i18n.ts';
import { localeFromPath } from './shared/i18n/locale-path.ts';
import { reloadAfterChunkError } from './shared/lib/chunk-reload.ts';

// Vite reports a failed preload of a lazy chunk (often after a new deployment): reload once a minute at most.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

const locale = localeFromPath(window.location.pathname);
document.documentElement.lang = locale;
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Only the shown language's texts are downloaded (its chunk is fetched beside the app's own).
void startI18n(locale).then((i18n) =>
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} />
    </StrictMode>,
  ),
);
