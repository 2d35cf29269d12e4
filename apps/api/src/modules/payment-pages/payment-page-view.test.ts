import { describe, expect, it } from 'vitest';
import { pagePath, slugify } from './payment-page-view.ts';

describe('slugify', () => {
  it('drops accents and joins words with hyphens', () => {
    expect(slugify('Boutique Élégance : été 2026 !')).toBe('boutique-elegance-ete-2026');
  });
  it('falls back to "page" when nothing is left', () => {
    expect(slugify('¡¿!')).toBe('page');
  });
  it('builds the public path from slug and id', () => {
    expect(pagePath({ slug: 'ma-page', id: 'pgp_1' })).toBe('/page/ma-page/pgp_1');
  });
});
