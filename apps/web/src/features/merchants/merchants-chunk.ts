/** The back-office's merchant pages, loaded as their own chunk. */
export { MerchantBalancePage } from './pages/merchant-balance-page.tsx';
export { MerchantFeesPage } from './pages/merchant-fees-page.tsx';
export { MerchantMailPage } from './pages/merchant-mail-page.tsx';
export { MerchantPayoutPage } from './pages/merchant-payout-page.tsx';
export { MerchantViewPage } from './pages/merchant-view-page.tsx';
export { MerchantsPage } from './pages/merchants-page.tsx';
