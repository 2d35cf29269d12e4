/** The transactions area's detail and manual-request pages, loaded as one chunk (the list is its own: routes.tsx). */
export { TransactionAddPage } from './pages/transaction-add-page.tsx';
export { TransactionDetailPage } from './pages/transaction-detail-page.tsx';
