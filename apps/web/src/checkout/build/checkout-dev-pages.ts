import type { Plugin } from 'vite';
import { CHECKOUT_ROUTES } from '../checkout-routes.ts';
import { matchRoute, splitLocale } from '../lib/router.ts';

/**
 * `vite` dev server: the public payment paths open checkout.html, as the API does in production
 * (apps/api/src/platform/http/checkout-paths.ts).
 */
export function checkoutDevPages(): Plugin {
  return {
    name: 'checkout-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method !== 'GET' || !req.url) return next();
        const [pathname = '/', query = ''] = req.url.split('?');
        const { path } = splitLocale(pathname);
        if (matchRoute(CHECKOUT_ROUTES, path)) {
          req.url = `/checkout.html${query ? `?${query}` : ''}`;
        }
        next();
      });
    },
  };
}
