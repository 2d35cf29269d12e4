// Back-office foundation, validation, staff users, admin dashboard (h/admin-core).
import adminDashboardEn from '../../features/admin-dashboard/locales/en.json';
import adminDashboardEs from '../../features/admin-dashboard/locales/es.json';
import adminDashboardFr from '../../features/admin-dashboard/locales/fr.json';
import cardRequestsEn from '../../features/card-requests/locales/en.json';
import cardRequestsEs from '../../features/card-requests/locales/es.json';
import cardRequestsFr from '../../features/card-requests/locales/fr.json';
import commercialEn from '../../features/commercial/locales/en.json';
import commercialEs from '../../features/commercial/locales/es.json';
import commercialFr from '../../features/commercial/locales/fr.json';
import customersEn from '../../features/customers/locales/en.json';
import customersEs from '../../features/customers/locales/es.json';
import customersFr from '../../features/customers/locales/fr.json';
import overviewEn from '../../features/overview/locales/en.json';
import overviewEs from '../../features/overview/locales/es.json';
import overviewFr from '../../features/overview/locales/fr.json';
import paymentLinksEn from '../../features/payment-links/locales/en.json';
import paymentLinksEs from '../../features/payment-links/locales/es.json';
import paymentLinksFr from '../../features/payment-links/locales/fr.json';
import paymentPagesEn from '../../features/payment-pages/locales/en.json';
import paymentPagesEs from '../../features/payment-pages/locales/es.json';
import paymentPagesFr from '../../features/payment-pages/locales/fr.json';
import payoutListsEn from '../../features/payout-lists/locales/en.json';
import payoutListsEs from '../../features/payout-lists/locales/es.json';
import payoutListsFr from '../../features/payout-lists/locales/fr.json';
import payoutsEn from '../../features/payouts/locales/en.json';
import payoutsEs from '../../features/payouts/locales/es.json';
import payoutsFr from '../../features/payouts/locales/fr.json';
import referralEn from '../../features/referral/locales/en.json';
import referralEs from '../../features/referral/locales/es.json';
import referralFr from '../../features/referral/locales/fr.json';
import refundsEn from '../../features/refunds/locales/en.json';
import refundsEs from '../../features/refunds/locales/es.json';
import refundsFr from '../../features/refunds/locales/fr.json';
import staffEn from '../../features/staff/locales/en.json';
import staffEs from '../../features/staff/locales/es.json';
import staffFr from '../../features/staff/locales/fr.json';
import transactionsEn from '../../features/transactions/locales/en.json';
import transactionsEs from '../../features/transactions/locales/es.json';
import transactionsFr from '../../features/transactions/locales/fr.json';
import validationEn from '../../features/validation/locales/en.json';
import validationEs from '../../features/validation/locales/es.json';
import validationFr from '../../features/validation/locales/fr.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

/**
 * The signed-in app's catalog per language: the shared texts (`locales/*.json`) plus each
 * feature's own texts (`features/<feature>/locales/*.json`) under the feature's key, so a
 * feature's keys read `t('transactions.filters.status')`.
 */
export const frCatalog = {
  ...fr,
  transactions: transactionsFr,
  overview: overviewFr,
  customers: customersFr,
  paymentLinks: paymentLinksFr,
  payouts: payoutsFr,
  payoutLists: payoutListsFr,
  refunds: refundsFr,
  paymentPages: paymentPagesFr,
  cardRequests: cardRequestsFr,
  // h/admin-core
  validation: validationFr,
  staff: staffFr,
  adminDashboard: adminDashboardFr,
  // Growth: referral, sponsorship, commercial agents.
  referral: referralFr,
  commercialArea: commercialFr,
};

export type Catalog = typeof frCatalog;

export const enCatalog: Catalog = {
  ...en,
  transactions: transactionsEn,
  overview: overviewEn,
  customers: customersEn,
  paymentLinks: paymentLinksEn,
  payouts: payoutsEn,
  payoutLists: payoutListsEn,
  refunds: refundsEn,
  paymentPages: paymentPagesEn,
  cardRequests: cardRequestsEn,
  // h/admin-core
  validation: validationEn,
  staff: staffEn,
  adminDashboard: adminDashboardEn,
  // Growth: referral, sponsorship, commercial agents.
  referral: referralEn,
  commercialArea: commercialEn,
};

export const esCatalog: Catalog = {
  ...es,
  transactions: transactionsEs,
  overview: overviewEs,
  customers: customersEs,
  paymentLinks: paymentLinksEs,
  payouts: payoutsEs,
  payoutLists: payoutListsEs,
  refunds: refundsEs,
  paymentPages: paymentPagesEs,
  cardRequests: cardRequestsEs,
  // h/admin-core
  validation: validationEs,
  staff: staffEs,
  adminDashboard: adminDashboardEs,
  // Growth: referral, sponsorship, commercial agents.
  referral: referralEs,
  commercialArea: commercialEs,
};
