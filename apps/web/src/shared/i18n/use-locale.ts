import type { Locale } from '@platform/domain';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath, localizePath } from './locale-path.ts';

/** The locale of the current URL. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Turns an app path (`/signin`) into the path under the current prefix (`/en/signin`). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
