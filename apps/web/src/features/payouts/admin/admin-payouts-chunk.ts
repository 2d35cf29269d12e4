/** The back-office's payout pages, loaded as their own chunk. */
export { AdminPayoutApiPage } from './admin-payout-api-page.tsx';
export { AdminWhitelistPage } from './admin-whitelist-page.tsx';
export { AdminWithdrawalsPage } from './admin-withdrawals-page.tsx';
