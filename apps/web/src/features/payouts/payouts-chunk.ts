/** The payouts area (send money, payouts, withdrawals, payout-API access), loaded as one chunk. */
export { PayoutApiAddPage, PayoutApiPage, PayoutApiViewPage } from './pages/payout-api-pages.tsx';
export { PayoutDetailPage } from './pages/payout-detail-page.tsx';
export { PayoutsPage, SendMoneyPage } from './pages/payouts-page.tsx';
export { SendMoneyFormPage, SendPayoutPage } from './pages/send-payout-page.tsx';
export { WithdrawalsPage } from './pages/withdrawals-page.tsx';
