import type { RouteDef } from './lib/router.ts';

/** What a route of the light entry shows (see checkout-app.tsx). */
export type CheckoutPageKey =
  | 'checkout'
  | 'otp'
  | 'cardStart'
  | 'cardReturn'
  | 'end'
  | 'comeBack'
  | 'link'
  | 'linkEnd'
  | 'linkExpired'
  | 'page'
  | 'pageCard'
  | 'pageEnd'
  | 'market'
  | 'marketOrder';

/**
 * Every public payment route the light entry answers, each also under /en and /es. The API
 * serves checkout.html for these paths (apps/api/src/platform/http/web-app.ts, same list).
 * Payment links and pages (`/page/…`, `/feexLinks/end/…`, `/feexLinks/linkexpired`) add
 * their own pages here, built on the pay component (pay/pay-panel.tsx).
 */
export const CHECKOUT_ROUTES: readonly RouteDef<CheckoutPageKey>[] = [
  { pattern: '/checkout', page: 'checkout' },
  { pattern: '/checkout/carde', page: 'cardStart' },
  { pattern: '/checkout/end', page: 'end' },
  { pattern: '/checkout/card/:id', page: 'cardReturn' },
  { pattern: '/public/card/end/:id', page: 'cardReturn' },
  { pattern: '/checkout-status', page: 'end' },
  { pattern: '/checkoutredire', page: 'comeBack' },
  { pattern: '/checkoutredirect/:id', page: 'comeBack' },
  { pattern: '/redirect_page', page: 'comeBack' },
  { pattern: '/otpverify/:id', page: 'otp' },
  // Payment links and pages (src/checkout/payment-links/).
  { pattern: '/checkout/link/:id', page: 'link' },
  { pattern: '/feexLinks/end/:id', page: 'linkEnd' },
  { pattern: '/feexLinks/linkexpired', page: 'linkExpired' },
  { pattern: '/page/card/:id', page: 'pageCard' },
  { pattern: '/page/end/:id', page: 'pageEnd' },
  { pattern: '/page/:slug/:id', page: 'page' },
  // FeexMarket storefronts and their order pages (src/checkout/market/).
  { pattern: '/market/order/:id', page: 'marketOrder' },
  { pattern: '/market/:slug', page: 'market' },
];
