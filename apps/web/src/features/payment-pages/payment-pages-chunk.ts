/** The payment pages area, loaded as one chunk. */
export { PaymentPageAddPage } from './pages/page-add-page.tsx';
export { PaymentPagesBoardPage } from './pages/page-board-page.tsx';
export { PaymentPageDetailPage } from './pages/page-detail-page.tsx';
export { PaymentPageEditPage } from './pages/page-edit-page.tsx';
export { PaymentPagesPage } from './pages/pages-list-page.tsx';
