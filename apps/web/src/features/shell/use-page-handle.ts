import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { PageHandle } from '../../app/route-table.ts';

function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'access' in value;
}

/** The handle (title, guard) of the deepest matched page. */
export function usePageHandle(): PageHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle;
  }
  return null;
}

/** The page's title as shown in the top bar: 'Transactions · Détail'. */
export function usePageTitle(): string {
  const { t } = useTranslation();
  const handle = usePageHandle();
  if (!handle) return t('pages.dashboard');
  const title = t(`pages.${handle.title}`);
  return handle.sub ? `${title} · ${t(`pages.sub.${handle.sub}`)}` : title;
}

/**
 * What the page is for, under its title: each section its own line (the dashboard's "Contrôlez
 * votre business en temps réel." used to sit on every page); none where the title says it all.
 */
export function usePageSubtitle(): string | null {
  const { t, i18n } = useTranslation();
  const handle = usePageHandle();
  const key = `shell.subtitles.${handle?.title ?? 'dashboard'}`;
  return i18n.exists(key) ? t(key as 'shell.subtitles.dashboard') : null;
}
