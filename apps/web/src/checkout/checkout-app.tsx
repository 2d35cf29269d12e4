import { type ReactNode, useEffect, useMemo } from 'react';
import { CHECKOUT_ROUTES } from './checkout-routes.ts';
import { createTranslator, I18nContext } from './lib/i18n.ts';
import { matchRoute, splitLocale, useLocation } from './lib/router.ts';
import { MarketOrderPage } from './market/order-page.tsx';
import { StorefrontPage } from './market/storefront-page.tsx';
import { CardReturnPage, CardStartPage } from './pages/card-pages.tsx';
import { CheckoutPage } from './pages/checkout-page.tsx';
import { EndPage } from './pages/end-page.tsx';
import { Layout, Problem } from './pages/layout.tsx';
import { LinkExpiredPage } from './payment-links/link-expired-page.tsx';
import { LinkLandingPage } from './payment-links/link-landing-page.tsx';
import { PageLandingPage } from './payment-links/page-landing-page.tsx';

/** The light public checkout: its own tiny router and dictionaries, no UI kit. */
export function CheckoutApp() {
  const { pathname, search } = useLocation();
  const { locale, path } = splitLocale(pathname);
  const i18n = useMemo(() => ({ locale, t: createTranslator(locale) }), [locale]);
  const match = matchRoute(CHECKOUT_ROUTES, path);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = i18n.t('common.secure');
  }, [locale, i18n]);
  const session = search.get('session');
  let page: ReactNode;
  switch (match?.page) {
    case 'checkout':
      page = <CheckoutPage sessionId={session} />;
      break;
    case 'otp':
      page = <CheckoutPage sessionId={match.params.id ?? null} />;
      break;
    case 'cardStart':
      page = <CardStartPage sessionId={session} />;
      break;
    case 'cardReturn':
      page = <CardReturnPage reference={match.params.id ?? ''} />;
      break;
    case 'end':
      page = <EndPage sessionId={session} />;
      break;
    case 'comeBack':
      page = <EndPage sessionId={match.params.id ?? session} />;
      break;
    case 'link':
      page = <LinkLandingPage id={match.params.id ?? ''} sessionId={session} />;
      break;
    case 'linkEnd':
    case 'pageEnd':
      page = <EndPage sessionId={session} />;
      break;
    case 'linkExpired':
      page = <LinkExpiredPage reason={search.get('reason')} />;
      break;
    case 'pageCard':
      page = <CardStartPage sessionId={session} />;
      break;
    case 'page':
      page = <PageLandingPage id={match.params.id ?? ''} sessionId={session} />;
      break;
    case 'market':
      page = <StorefrontPage slug={match.params.slug ?? ''} />;
      break;
    case 'marketOrder':
      page = <MarketOrderPage id={match.params.id ?? ''} />;
      break;
    default:
      page = (
        <Layout>
          <Problem title={i18n.t('errors.pageNotFound')} text={i18n.t('errors.pageNotFoundText')} />
        </Layout>
      );
  }
  return (
    <I18nContext.Provider value={i18n} key={`${locale}${path}${search.toString()}`}>
      {page}
    </I18nContext.Provider>
  );
}
