/** The back-office's card-request pages, loaded as their own chunk. */
export { AdminCardRequestPage } from './admin-card-request-page.tsx';
export { AdminCardRequestsPage } from './admin-card-requests-page.tsx';
