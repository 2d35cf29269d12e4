import { describe, expect, it } from 'vitest';
import { isCheckoutPath } from './checkout-paths.ts';

describe('isCheckoutPath', () => {
  it('knows every public payment page, in the three languages', () => {
    const pages = [
      '/checkout?session=cs_1',
      '/checkout/carde',
      '/checkout/end',
      '/checkout/card/txn_1',
      '/checkout-status',
      '/checkoutredire',
      '/checkoutredirect/cs_1',
      '/otpverify/cs_1',
      '/public/card/end/txn_1',
      '/redirect_page',
      '/page/boutique/pg_1',
      '/page/card/pg_1',
      '/page/end/pg_1',
      '/feexLinks/end/lnk_1',
      '/feexLinks/linkexpired',
      '/checkout/link/lnk_1',
    ];
    for (const page of pages) {
      expect(isCheckoutPath(page), page).toBe(true);
      expect(isCheckoutPath(`/en${page}`), page).toBe(true);
      expect(isCheckoutPath(`/es${page}/`), page).toBe(true);
    }
  });

  it('leaves the signed-in pages to the app', () => {
    for (const page of [
      '/',
      '/en',
      '/dashboard',
      '/feexLinks',
      '/feexLinks/add',
      '/checkoutx',
      '/page/x',
      '/fr/checkout',
    ])
      expect(isCheckoutPath(page), page).toBe(false);
  });
});
