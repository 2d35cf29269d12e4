import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render.tsx';
import { ShopsContext, type ShopsContextValue } from '../shops/shops-context.ts';
import { LazyShopMenu } from './top-bar-menus.tsx';

function shopButton(url: string, value: Partial<ShopsContextValue>) {
  const shops = {
    enabled: true,
    canManage: true,
    loading: false,
    selected: null,
    ...value,
  } as ShopsContextValue;
  return renderRoute({
    url,
    routes: [
      {
        path: url.replace(/^\/(en|es)\//, '$1/').replace(/^\//, ''),
        element: (
          <ShopsContext.Provider value={shops}>
            <LazyShopMenu />
          </ShopsContext.Provider>
        ),
      },
    ],
  });
}

describe("the top bar's shop button", () => {
  it('while the shops load: a placeholder, not "Aucune boutique"', () => {
    shopButton('/dashboard', { loading: true });
    const button = screen.getByTestId('shop-menu');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('shop-menu-loading')).toBeTruthy();
    expect(button.textContent).toBe('');
  });

  it('once loaded: the selected shop, labelled for screen readers', () => {
    shopButton('/dashboard', { selected: { _id: 'shp_1', name: 'Boutique Principale' } as never });
    const button = screen.getByRole('button', { name: 'Boutiques' });
    expect(button.textContent).toBe('Boutique Principale');
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('a merchant without shops is told so, in Spanish too', () => {
    shopButton('/es/dashboard', {});
    expect(screen.getByTestId('shop-menu').textContent).toBe('Ninguna tienda');
  });
});
