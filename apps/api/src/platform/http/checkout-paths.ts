/**
 * Public payment pages served by the light checkout entry (`checkout.html`, apps/web/src/checkout),
 * each also under /en and /es; every other page is the signed-in app (`index.html`). Matched
 * without regard to case, like the web app's router. Keep in step with
 * apps/web/src/checkout/checkout-routes.ts.
 */
const CHECKOUT_PATTERNS: readonly RegExp[] = [
  /^\/checkout$/,
  /^\/checkout\/carde$/,
  /^\/checkout\/end$/,
  /^\/checkout\/card\/[^/]+$/,
  /^\/checkout-status$/,
  /^\/checkoutredire$/,
  /^\/checkoutredirect\/[^/]+$/,
  /^\/otpverify\/[^/]+$/,
  /^\/public\/card\/end\/[^/]+$/,
  /^\/redirect_page$/,
  /^\/checkout\/link\/[^/]+$/,
  // Payment links and pages (their pages live in the same entry): /page/{slug}/{id},
  // /page/card/{id}, /page/end/{id}, /feexLinks/end/{id}, /feexLinks/linkexpired.
  /^\/page\/[^/]+\/[^/]+$/,
  /^\/feexlinks\/end\/[^/]+$/,
  /^\/feexlinks\/linkexpired$/,
  // FeexMarket storefronts and order pages (issue 20): /market/{slug}, /market/order/{id}.
  /^\/market\/[^/]+$/,
  /^\/market\/order\/[^/]+$/,
].map((pattern) => new RegExp(pattern.source, 'i'));

/** Whether a request path (query ignored) is a public payment page of the checkout entry. */
export function isCheckoutPath(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  path = path.replace(/^\/(en|es)(?=\/|$)/i, '').replace(/\/+$/, '') || '/';
  return CHECKOUT_PATTERNS.some((pattern) => pattern.test(path));
}
