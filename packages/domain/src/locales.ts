/** Languages of the product: French first, then English and Spanish. */
export const LOCALES = ['fr', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The header our web pages send with every API call: the language of the page itself, which wins
 * over the remembered choice (cookie `i18n_redirected`) and the browser's Accept-Language.
 */
export const PAGE_LOCALE_HEADER = 'x-page-locale';

/** Picks the first supported language of an Accept-Language header (or a bare code). */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const code = part.trim().split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(code)) return code;
  }
  return DEFAULT_LOCALE;
}
