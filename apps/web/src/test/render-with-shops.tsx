import type { ReactNode } from 'react';
import { ShopsContext, type ShopsContextValue } from '../features/shops/shops-context.ts';
import { renderRoute, routePathOf } from './render.tsx';

/**
 * Renders `element` at `url` (its locale prefix included, a query allowed) inside the app's providers and a shops
 * context: a manager's, loaded, with no shop, unless `shops` says otherwise.
 */
export function renderWithShops(url: string, shops: Partial<ShopsContextValue>, element: ReactNode) {
  const value = {
    enabled: true,
    canManage: true,
    loading: false,
    shops: [],
    active: [],
    selected: null,
    openMyShops: () => {},
    openCreate: () => {},
    ...shops,
  } as unknown as ShopsContextValue;
  return renderRoute({
    url,
    routes: [
      {
        path: routePathOf(url),
        element: <ShopsContext.Provider value={value}>{element}</ShopsContext.Provider>,
      },
    ],
  });
}
