import { describe, expect, it } from 'vitest';
import { cartLines, setQuantity } from './cart.ts';

describe('storefront cart', () => {
  it('keeps quantities within the stock and removes a line at zero', () => {
    let cart = setQuantity({}, 'p1', 5, 3);
    expect(cart).toEqual({ p1: 3 });
    cart = setQuantity(cart, 'p2', 200, null);
    expect(cart.p2).toBe(99);
    expect(setQuantity(cart, 'p1', 0, 3)).toEqual({ p2: 99 });
  });

  it('totals only the products still on sale, in integer XOF', () => {
    const products = [
      { _id: 'p1', price: 2500 },
      { _id: 'p3', price: 1000 },
    ];
    const { lines, total } = cartLines({ p1: 2, p2: 4, p3: 1 }, products);
    expect(lines.map((l) => l.product._id)).toEqual(['p1', 'p3']);
    expect(total).toBe(6000);
  });
});
