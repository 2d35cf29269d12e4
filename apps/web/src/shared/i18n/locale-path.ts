import { DEFAULT_LOCALE, isLocale, type Locale } from '@platform/domain';

/** The locale a pathname is in: `/en/...` and `/es/...` carry a prefix, French has none. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The pathname without its locale prefix (always starting with `/`). */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** An app path (`/signin`) under the prefix of a locale (`/en/signin`). Leaves the query and hash alone. */
export function localizePath(path: string, locale: Locale): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return normalized;
  if (normalized === '/') return `/${locale}`;
  if (normalized.startsWith('/?') || normalized.startsWith('/#')) return `/${locale}${normalized.slice(1)}`;
  return `/${locale}${normalized}`;
}

/** The same page in another language: `/en/signup` to `es` gives `/es/signup`. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(stripLocale(pathname), target);
}
