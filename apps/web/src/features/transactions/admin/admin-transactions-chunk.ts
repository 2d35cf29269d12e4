/** The back-office's transaction pages, loaded as their own chunk. */
export { AdminTransactionDetailPage } from './admin-transaction-detail-page.tsx';
export { AdminTransactionsPage } from './admin-transactions-page.tsx';
