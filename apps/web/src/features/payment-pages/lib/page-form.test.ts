import { createPaymentPageBody } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { conversionRate, emptyPageForm, toPagePayload } from './page-form.ts';

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

  it('computes the conversion rate', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(8, 2)).toBe(25);
  });
});
