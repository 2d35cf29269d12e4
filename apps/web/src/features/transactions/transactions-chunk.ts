/** The transactions area, loaded as one chunk. */
export { TransactionAddPage } from './pages/transaction-add-page.tsx';
export { TransactionDetailPage } from './pages/transaction-detail-page.tsx';
export { TransactionsPage } from './pages/transactions-page.tsx';
