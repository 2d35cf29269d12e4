import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShops } from '../../test/render-with-shops.tsx';
import type { ShopsContextValue } from '../shops/shops-context.ts';
import { LazyShopMenu } from './top-bar-menus.tsx';

const shopButton = (url: string, value: Partial<ShopsContextValue>) =>
  renderWithShops(url, value, <LazyShopMenu />);

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
