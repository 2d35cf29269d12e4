/** The card-payment request page, loaded as its own chunk. */
export { CardPaymentRequestPage } from './pages/card-payment-request-page.tsx';
