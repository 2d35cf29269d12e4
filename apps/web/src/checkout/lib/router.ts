import { useEffect, useState } from 'react';

/** A route of the light checkout entry: a path pattern (`:name` segments) and what it shows. */
export type RouteDef<K extends string = string> = { pattern: string; page: K };
export type RouteMatch<K extends string = string> = { page: K; params: Record<string, string> };

const LOCALE_PREFIXES = ['en', 'es'] as const;
export type CheckoutLocale = 'fr' | 'en' | 'es';

/** `/en/checkout/end` → { locale: 'en', path: '/checkout/end' }; no prefix is French. */
export function splitLocale(pathname: string): { locale: CheckoutLocale; path: string } {
  const match = /^\/(en|es)(\/.*)?$/.exec(pathname);
  if (match && (LOCALE_PREFIXES as readonly string[]).includes(match[1]!)) {
    return { locale: match[1] as CheckoutLocale, path: match[2] || '/' };
  }
  return { locale: 'fr', path: pathname || '/' };
}

/** The same path in a language (`/checkout`, `/en/checkout`, `/es/checkout`). */
export function localizedPath(locale: CheckoutLocale, path: string): string {
  return locale === 'fr' ? path : `/${locale}${path === '/' ? '' : path}`;
}

/** Matches a path (without locale prefix or query) against the routes, first match wins; case-insensitive segments. */
export function matchRoute<K extends string>(
  routes: readonly RouteDef<K>[],
  path: string,
): RouteMatch<K> | null {
  const segments = path.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const route of routes) {
    const parts = route.pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        try {
          params[part.slice(1)] = decodeURIComponent(segment);
        } catch {
          ok = false;
          break;
        }
      } else if (part.toLowerCase() !== segment.toLowerCase()) {
        ok = false;
        break;
      }
    }
    if (ok) return { page: route.page, params };
  }
  return null;
}

const listeners = new Set<() => void>();

/** Goes to a path of the entry without reloading (history API), or replaces the current entry. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}

const readLocation = () => ({
  pathname: window.location.pathname,
  search: new URLSearchParams(window.location.search),
});

/** The current location (path and query), re-rendering on navigation and back/forward. */
export function useLocation(): { pathname: string; search: URLSearchParams } {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => {
    const update = () => setLocation(readLocation());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return location;
}
