import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShops } from '../../test/render-with-shops.tsx';
import type { ShopsContextValue } from '../shops/shops-context.ts';
import { ShopBlock } from './sidebar.tsx';

const shop = { _id: 'shp_1', name: 'Boutique Principale' };

const block = (url: string, value: Partial<ShopsContextValue>) => renderWithShops(url, value, <ShopBlock />);

describe('shop block', () => {
  it('while the shops load: a placeholder, neither "Aucune boutique" nor "Créer une boutique"', () => {
    block('/dashboard', { loading: true });
    expect(screen.getByTestId('current-shop-loading').getAttribute('aria-label')).toBe('Chargement…');
    expect(screen.queryByTestId('current-shop')).toBeNull();
    expect(screen.queryByText('Aucune boutique')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Créer une boutique' })).toBeNull();
  });

  it('once loaded: the selected shop and the switch and add buttons', () => {
    block('/dashboard', { selected: shop, shops: [shop], active: [shop] } as never);
    expect(screen.getByTestId('current-shop').textContent).toBe('Boutique Principale');
    expect(screen.getByRole('button', { name: 'Changer de boutique' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une boutique' })).toBeTruthy();
  });

  it('a merchant without shops is told so, in English too', () => {
    block('/en/dashboard', {});
    expect(screen.getByTestId('current-shop').textContent).toBe('No shop');
    expect(screen.getByRole('button', { name: 'Create a shop' })).toBeTruthy();
  });
});
