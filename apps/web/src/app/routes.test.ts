import { LOCALES } from '@platform/domain';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localizePath } from '../shared/i18n/locale-path.ts';
import { type PageHandle, PUBLIC_PAGES, SIGNED_IN_PAGES } from './route-table.ts';
import { appRoutes, localizedRoutes } from './routes.tsx';

/** Every route of spec section 2 (ids filled in), plus the sidebar's lower-case aliases. */
const SPEC_ROUTES = `
/ /admin /card-payment-request /checkout /checkout-status /checkoutredire /customers /dashboard /developers
/feexCorporate /feexLinks /feexMarket /feexpage /noaccount /payout_api /payout_list /payouts /profil /quicklinks
/redirect_page /referral /refund /sandbox /sendmoney /settings /signin /signup /sponsorship /subaccount /summary
/test /test_cart /test_today /testcsv /transactions /validation /webhook /feexlinks /feexcorporate /feexmarket /admin/
/admin/access /admin/actions /admin/card-payment-request /admin/conformity /admin/dashboard /admin/merchants
/admin/payementRequest /admin/payoutRequest /admin/transactions /admin/users /admin/validation /admin/whitelistip
/admin/merchants/send-mail /admin/access/role/1 /admin/merchants/payout/1 /admin/merchants/solde/1
/admin/merchants/taxe/1 /admin/merchants/view/1 /admin/transactions/detail/1 /admin/card-payment-request/1
/admin/conformity/1 /admin/validation/1
/commercial/customers /commercial/dashboard /commercial/signin /commercial/customers/payout/1
/commercial/customers/solde/1 /commercial/customers/view/1 /commercial/signin/newpassword/1
/checkout/carde /checkout/end /checkout/card/1 /checkoutredirect/1 /otpverify/1 /public/card/end/1 /page/card/1
/page/end/1 /page/boutique/1
/customers/add /customers/detail/1 /customers/update/1 /addoldcustomer
/developers/api /developers/importantLinks /developers/webhook /developers/webhook/add /developers/webhook/update/s
/developers/webhook/view/1 /webhook/new /webhook/update/s /webhook/view/1
/feexCorporate/choicePage /feexCorporate/corporateDetail /feexCorporate/editSommary /feexCorporate/file
/feexCorporate/listChoice /feexCorporate/listDetail /feexCorporate/newList /feexCorporate/newSameNetwork
/feexCorporate/oldList /feexCorporate/detail/1 /feexCorporate/oldlistedit/1
/feexLinks/add /feexLinks/choicePage /feexLinks/linkexpired /feexLinks/detail/1 /feexLinks/end/1
/feexpage/board /feexpage/paymentLink /feexpage/detail/1 /quicklinks/add /quicklinks/detail/1
/payout_api/liste /payout_api/liste/add /payout_api/liste/view/1 /payout_api/detail/1
/payout_list/liste /payout_list/liste/add /payout_list/liste/transaction/1 /payout_list/liste/view/1
/payout_list/detail/1 /payouts/new /payouts/payoutDetail /payouts/transfer /payouts/detail/1
/profil/new /referral/board /referral/paymentLink /referral/view/1 /refund/editSommary /refund/listDetail
/refund/newList /refund/detail/1 /sendmoney/form /sendmoney/detail/1
/sandbox/customers /sandbox/customers/addCustomer /sandbox/dashboard /sandbox/dashboard/event
/sandbox/dashboard/news /sandbox/dashboard/thisWeek /sandbox/developers /sandbox/developers/api
/sandbox/developers/importantLinks /sandbox/developers/webHooks /sandbox/feexCorporate
/sandbox/feexCorporate/corporateDetail /sandbox/feexCorporate/editSommary /sandbox/feexCorporate/listChoice
/sandbox/feexCorporate/listDetail /sandbox/feexCorporate/newList /sandbox/feexCorporate/oldList /sandbox/payouts
/sandbox/payouts/newPayout /sandbox/payouts/payoutDetail /sandbox/profil /sandbox/transactions
/sandbox/transactions/add /sandbox/transactions/detail/1 /sandbox/developers/importantlinks
/signin/linkexpired /signin/passwordforgot /signin/passwordreset /signin/signout /signin/newpassword/1
/signup/checkmail /signup/confirmation /signup/identity /signup/linkexpired /signup/password/s
/signup/subaccount/s /signup/terms/1
/subaccount/invitation /subaccount/invitation/add /subaccount/view/1 /sponsorship/view/1 /transactions/add
/choicePage /reserve /testpage /transactions/detail/1 /validation/success
`
  .split(/\s+/)
  .filter(Boolean);

/** Public payment pages: the API serves the light checkout entry (checkout.html) for them. */
const CHECKOUT_ENTRY =
  /^\/(checkout(\/.*)?|checkout-status|checkoutredire|checkoutredirect\/.+|otpverify\/.+|public\/card\/end\/.+|redirect_page|page\/.+|feexLinks\/(end\/.+|linkexpired))$/;
const APP_ROUTES = SPEC_ROUTES.filter((path) => !CHECKOUT_ENTRY.test(path));

// Matching walks the whole tree on each call: the routes of one language are checked path by path,
// the three language roots on a sample.
const oneLanguage: RouteObject[] = [{ path: '/', children: appRoutes() }];
const routes = localizedRoutes();

function deepest(path: string, tree = oneLanguage) {
  const matches = matchRoutes(tree, path);
  return matches?.[matches.length - 1];
}

describe('routes of spec section 2', () => {
  it('all resolve to a page (not the 404)', () => {
    const missing = APP_ROUTES.filter((path) => {
      const match = deepest(path);
      return !match || match.route.path === '*';
    });
    expect(missing).toEqual([]);
  });

  it('exist under /, /en and /es', () => {
    const sample = APP_ROUTES.filter((_, i) => i % 15 === 0);
    for (const locale of LOCALES) {
      for (const path of sample) {
        const url = localizePath(path, locale);
        expect(deepest(url, routes)?.route.path, url).not.toBe('*');
      }
    }
  });

  it('leave the public payment pages to the checkout entry', () => {
    const checkout = SPEC_ROUTES.filter((path) => CHECKOUT_ENTRY.test(path));
    expect(checkout.length).toBe(15);
    for (const path of checkout) expect(deepest(path)?.route.path, path).toBe('*');
  });

  it('send unknown paths to the 404 page', () => {
    expect(deepest('/nope')?.route.path).toBe('*');
    expect(deepest('/en/dashboard/nope', routes)?.route.path).toBe('*');
  });

  it('open the lower-case sidebar aliases on the same page as the spec paths', () => {
    for (const [alias, spec] of [
      ['/feexlinks', '/feexLinks'],
      ['/feexcorporate', '/feexCorporate'],
      ['/feexmarket', '/feexMarket'],
      ['/sandbox/developers/importantlinks', '/sandbox/developers/importantLinks'],
    ] as const) {
      expect(deepest(alias)?.route).toBe(deepest(spec)?.route);
    }
  });

  const handleOf = (path: string) => deepest(path)?.route.handle as PageHandle;

  it('carry a title and a guard on every signed-in page', () => {
    const handle = handleOf('/payout_list/liste/view/1');
    expect(handle).toMatchObject({ title: 'payoutList', sub: 'view' });
    expect(handle.access.permissions).toEqual(['transaction', 'payout']);
    expect(handleOf('/transactions').access.permissions).toEqual(['transaction']);
    expect(handleOf('/sandbox/profil').access).toEqual({
      frame: 'sandbox',
      profileOnly: true,
    });
  });

  it('open the built developers pages, guarded by the developer permission in their mode', () => {
    const developers = SIGNED_IN_PAGES.filter((p) => /^(sandbox\/)?(developers|webhook)/.test(p.path));
    expect(developers.length).toBe(18);
    for (const entry of developers) {
      expect(entry.page, entry.path).toBeDefined();
      expect(entry.access.permissions, entry.path).toEqual(['developer']);
      expect(entry.access.frame, entry.path).toBe(entry.path.startsWith('sandbox/') ? 'sandbox' : 'merchant');
    }
    expect(handleOf('/sandbox/developers/webHooks/view/1')).toMatchObject({ title: 'webhooks', sub: 'view' });
    expect(handleOf('/webhook/new')).toMatchObject({ title: 'webhooks', sub: 'add' });
  });

  it('give every page a screen of its own: no generic placeholder page is left', () => {
    for (const entry of [...SIGNED_IN_PAGES, ...PUBLIC_PAGES]) expect(entry.page, entry.path).toBeDefined();
  });
});
