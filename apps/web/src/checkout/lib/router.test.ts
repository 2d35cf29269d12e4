import { describe, expect, it } from 'vitest';
import { CHECKOUT_ROUTES } from '../checkout-routes.ts';
import { localizedPath, matchRoute, splitLocale } from './router.ts';

describe('light checkout router', () => {
  it('reads the language from the path prefix, French without one', () => {
    expect(splitLocale('/en/checkout/end')).toEqual({ locale: 'en', path: '/checkout/end' });
    expect(splitLocale('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocale('/checkout')).toEqual({ locale: 'fr', path: '/checkout' });
    expect(splitLocale('/english/checkout')).toEqual({ locale: 'fr', path: '/english/checkout' });
  });

  it('writes a path in a language', () => {
    expect(localizedPath('fr', '/checkout?session=cs_1')).toBe('/checkout?session=cs_1');
    expect(localizedPath('en', '/checkout/end')).toBe('/en/checkout/end');
    expect(localizedPath('es', '/')).toBe('/es');
  });

  it('matches every public payment route with its parameters, first match first', () => {
    expect(matchRoute(CHECKOUT_ROUTES, '/checkout')).toEqual({ page: 'checkout', params: {} });
    expect(matchRoute(CHECKOUT_ROUTES, '/checkout/')).toEqual({ page: 'checkout', params: {} });
    expect(matchRoute(CHECKOUT_ROUTES, '/checkout/carde')?.page).toBe('cardStart');
    expect(matchRoute(CHECKOUT_ROUTES, '/checkout/card/txn_1')).toEqual({
      page: 'cardReturn',
      params: { id: 'txn_1' },
    });
    expect(matchRoute(CHECKOUT_ROUTES, '/public/card/end/txn_2')?.params).toEqual({ id: 'txn_2' });
    expect(matchRoute(CHECKOUT_ROUTES, '/checkoutredirect/cs%201')?.params).toEqual({ id: 'cs 1' });
    expect(matchRoute(CHECKOUT_ROUTES, '/OTPVERIFY/cs_1')).toEqual({ page: 'otp', params: { id: 'cs_1' } });
    for (const path of ['/checkout-status', '/checkoutredire', '/redirect_page', '/checkout/end'])
      expect(matchRoute(CHECKOUT_ROUTES, path), path).not.toBeNull();
  });

  it('matches nothing for unknown paths or malformed parameters', () => {
    expect(matchRoute(CHECKOUT_ROUTES, '/checkout/card')).toBeNull();
    expect(matchRoute(CHECKOUT_ROUTES, '/checkout/card/1/2')).toBeNull();
    expect(matchRoute(CHECKOUT_ROUTES, '/dashboard')).toBeNull();
    expect(matchRoute(CHECKOUT_ROUTES, '/checkout/card/%E0%A4%A')).toBeNull();
  });
});
