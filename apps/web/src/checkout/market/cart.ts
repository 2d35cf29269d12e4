/** A storefront's cart: product id → quantity, kept in the browser per storefront. */
export type Cart = Record<string, number>;

const key = (slug: string) => `market-cart:${slug}`;

export function loadCart(slug: string): Cart {
  try {
    const raw = JSON.parse(window.localStorage.getItem(key(slug)) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    return Object.fromEntries(
      Object.entries(raw as Record<string, unknown>).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
      ),
    );
  } catch {
    return {};
  }
}

export function saveCart(slug: string, cart: Cart) {
  try {
    window.localStorage.setItem(key(slug), JSON.stringify(cart));
  } catch {
    // Private browsing: the cart lives as long as the page.
  }
}

/** Sets a line's quantity within 0..max (0 removes it). */
export function setQuantity(cart: Cart, id: string, quantity: number, max: number | null): Cart {
  const bounded = Math.max(0, Math.min(quantity, max ?? 99, 99));
  const next = { ...cart };
  if (bounded === 0) delete next[id];
  else next[id] = bounded;
  return next;
}

/** The cart's lines that are still on sale, with their product, and its total (integer XOF). */
export function cartLines<P extends { _id: string; price: number }>(cart: Cart, products: readonly P[]) {
  const lines = products
    .filter((p) => (cart[p._id] ?? 0) > 0)
    .map((product) => ({ product, quantity: cart[product._id]! }));
  return { lines, total: lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0) };
}
