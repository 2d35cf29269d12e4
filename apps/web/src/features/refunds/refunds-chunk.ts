/** The refunds area, loaded as one chunk. */
export { RefundDetailPage, RefundListDetailPage } from './pages/refund-detail-pages.tsx';
export { RefundNewListPage } from './pages/refund-new-list-page.tsx';
export { RefundSummaryPage } from './pages/refund-summary-page.tsx';
export { RefundsPage } from './pages/refunds-page.tsx';
