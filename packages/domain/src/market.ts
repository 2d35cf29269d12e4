/**
 * FeexMarket orders: the one list of their states and of the moves a merchant may make.
 * Payment follows the checkout (pending → paid | failed | expired, paid → refunded); the
 * fulfilment is the merchant's: new → preparing → shipped → delivered, or cancelled.
 */
export const MARKET_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type MarketPaymentStatus = (typeof MARKET_PAYMENT_STATUSES)[number];

export const MARKET_FULFILMENT_STATUSES = ['new', 'preparing', 'shipped', 'delivered', 'cancelled'] as const;
export type MarketFulfilmentStatus = (typeof MARKET_FULFILMENT_STATUSES)[number];

const NEXT: Readonly<Record<MarketFulfilmentStatus, readonly MarketFulfilmentStatus[]>> = {
  new: ['preparing', 'shipped', 'cancelled'],
  preparing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/**
 * Where an order may go next. Only a paid order moves forward; a cancellation is possible
 * before shipping once the payment is settled one way or the other (never while it is pending).
 */
export function nextFulfilmentStatuses(
  fulfilment: MarketFulfilmentStatus,
  payment: MarketPaymentStatus,
): MarketFulfilmentStatus[] {
  return NEXT[fulfilment].filter((to) => (to === 'cancelled' ? payment !== 'pending' : payment === 'paid'));
}

/** A storefront's address: lower-case letters, digits and single dashes. */
export const MARKET_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** At most this many different products, and this many of one, in a cart. */
export const MARKET_CART_MAX_LINES = 30;
export const MARKET_CART_MAX_QUANTITY = 99;

/** A storefront's checkout session closes after this (the stock it holds comes back then). */
export const MARKET_PAYMENT_WINDOW_MINUTES = 30;

/** Product photos: at most this many per product, resized to this width (px), at most 5 MiB uploaded. */
export const MARKET_PHOTOS_MAX = 4;
export const MARKET_PHOTO_WIDTH_PX = 800;
export const MARKET_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The total of a cart: integer XOF. */
export function cartTotal(lines: readonly { unitPrice: bigint; quantity: number }[]): bigint {
  return lines.reduce((sum, line) => sum + line.unitPrice * BigInt(line.quantity), 0n);
}
