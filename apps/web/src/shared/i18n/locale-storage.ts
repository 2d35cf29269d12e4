import { isLocale, type Locale } from '@platform/domain';

export const LOCALE_STORAGE_KEY = 'lang';
export const LOCALE_COOKIE = 'i18n_redirected';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** Remembers the chosen language: localStorage `lang` and the cookie `i18n_redirected` (365 days). */
export function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage can be disabled (private mode): the cookie still carries the choice
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is what the spec names
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** The language chosen earlier, if any. */
export function storedLocale(): Locale | undefined {
  try {
    const saved = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // fall through to the cookie
  }
  const match = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`));
  const fromCookie = match?.[1];
  return isLocale(fromCookie) ? fromCookie : undefined;
}
