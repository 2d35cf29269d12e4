import { createPaymentPageBody } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { conversionRate, emptyPageForm, pageFormOf, toPagePatch, toPagePayload } from './page-form.ts';

describe('page form', () => {
  it('refuses a page without title or price', () => {
    const result = createPaymentPageBody.safeParse(emptyPageForm('shp_1'));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['title', 'items.0.price']),
    );
  });

  it('sends products with names and digit prices; a free page sends no items', () => {
    const products = createPaymentPageBody.parse({
      ...emptyPageForm('shp_1'),
      title: 'Pagnes',
      amount_type: 'products',
      items: [{ name: 'Wax', price: '15000' }],
    });
    expect(toPagePayload(products).items).toEqual([{ name: 'Wax', price: '15000' }]);
    const free = createPaymentPageBody.parse({
      ...emptyPageForm('shp_1'),
      title: 'Dons',
      amount_type: 'free',
      items: [],
    });
    expect(toPagePayload(free).items).toEqual([]);
  });

  it('edits a page: its items keep their ids, the slug and shop are not sent', () => {
    const form = pageFormOf({
      _id: 'pgp_1',
      shop: 'shp_1',
      slug: 'pagnes',
      title: 'Pagnes',
      description: null,
      image_url: null,
      image_id: null,
      amount_type: 'products',
      items: [{ _id: 'pgi_1', name: 'Wax', price: 15000 }],
      brand_color: '#d45d00',
      enabled: true,
      path: '/page/pagnes/pgp_1',
      created_at: '2026-01-01T00:00:00.000Z',
      stats: { views: 0, payments: 0, amount_collected: 0 },
    });
    const typed = [...(form.items ?? []), { name: 'Foulard', price: '4000' }];
    const values = createPaymentPageBody.parse({ ...form, title: 'Pagnes et foulards', items: typed });
    const patch = toPagePatch(values, typed);
    expect(patch).toMatchObject({ title: 'Pagnes et foulards', description: '', amount_type: 'products' });
    expect(patch).not.toHaveProperty('slug');
    expect(patch).not.toHaveProperty('shop');
    expect(patch.items).toEqual([
      { _id: 'pgi_1', name: 'Wax', price: '15000' },
      { _id: undefined, name: 'Foulard', price: '4000' },
    ]);
  });

  it('computes the conversion rate', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(8, 2)).toBe(25);
  });
});
