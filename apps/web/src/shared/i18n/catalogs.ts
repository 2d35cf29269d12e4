// Back-office operations (admin-ops)

// Back-office foundation, validation, staff users, admin dashboard (h/admin-core).
import adminDashboardEn from '../../features/admin-dashboard/locales/en.json';
import adminDashboardEs from '../../features/admin-dashboard/locales/es.json';
import adminDashboardFr from '../../features/admin-dashboard/locales/fr.json';
import cardRequestsAdminEn from '../../features/card-requests/admin/locales/en.json';
import cardRequestsAdminEs from '../../features/card-requests/admin/locales/es.json';
import cardRequestsAdminFr from '../../features/card-requests/admin/locales/fr.json';
import cardRequestsEn from '../../features/card-requests/locales/en.json';
import cardRequestsEs from '../../features/card-requests/locales/es.json';
import cardRequestsFr from '../../features/card-requests/locales/fr.json';
import commercialEn from '../../features/commercial/locales/en.json';
import commercialEs from '../../features/commercial/locales/es.json';
import commercialFr from '../../features/commercial/locales/fr.json';
import customersEn from '../../features/customers/locales/en.json';
import customersEs from '../../features/customers/locales/es.json';
import customersFr from '../../features/customers/locales/fr.json';
import marketEn from '../../features/market/locales/en.json';
import marketEs from '../../features/market/locales/es.json';
import marketFr from '../../features/market/locales/fr.json';
import merchantsEn from '../../features/merchants/locales/en.json';
import merchantsEs from '../../features/merchants/locales/es.json';
import merchantsFr from '../../features/merchants/locales/fr.json';
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
import payoutsAdminEn from '../../features/payouts/admin/locales/en.json';
import payoutsAdminEs from '../../features/payouts/admin/locales/es.json';
import payoutsAdminFr from '../../features/payouts/admin/locales/fr.json';
import payoutsEn from '../../features/payouts/locales/en.json';
import payoutsEs from '../../features/payouts/locales/es.json';
import payoutsFr from '../../features/payouts/locales/fr.json';
import playgroundEn from '../../features/playground/locales/en.json';
import playgroundEs from '../../features/playground/locales/es.json';
import playgroundFr from '../../features/playground/locales/fr.json';
import profileEn from '../../features/profile/locales/en.json';
import profileEs from '../../features/profile/locales/es.json';
import profileFr from '../../features/profile/locales/fr.json';
import receiptsEn from '../../features/receipts/locales/en.json';
import receiptsEs from '../../features/receipts/locales/es.json';
import receiptsFr from '../../features/receipts/locales/fr.json';
import referralEn from '../../features/referral/locales/en.json';
import referralEs from '../../features/referral/locales/es.json';
import referralFr from '../../features/referral/locales/fr.json';
import refundsEn from '../../features/refunds/locales/en.json';
import refundsEs from '../../features/refunds/locales/es.json';
import refundsFr from '../../features/refunds/locales/fr.json';
import searchEn from '../../features/search/locales/en.json';
import searchEs from '../../features/search/locales/es.json';
import searchFr from '../../features/search/locales/fr.json';
import settingsEn from '../../features/settings/locales/en.json';
import settingsEs from '../../features/settings/locales/es.json';
import settingsFr from '../../features/settings/locales/fr.json';
import staffEn from '../../features/staff/locales/en.json';
import staffEs from '../../features/staff/locales/es.json';
import staffFr from '../../features/staff/locales/fr.json';
// Merchant account: team, profile, settings (issue 18).
import teamEn from '../../features/team/locales/en.json';
import teamEs from '../../features/team/locales/es.json';
import teamFr from '../../features/team/locales/fr.json';
import transactionsAdminEn from '../../features/transactions/admin/locales/en.json';
import transactionsAdminEs from '../../features/transactions/admin/locales/es.json';
import transactionsAdminFr from '../../features/transactions/admin/locales/fr.json';
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
  // Receipts and monthly statements (issue 21).
  receipts: receiptsFr,
  search: searchFr,
  paymentPages: paymentPagesFr,
  market: marketFr,
  cardRequests: cardRequestsFr,
  // Back-office operations (admin-ops)
  merchants: merchantsFr,
  payoutsAdmin: payoutsAdminFr,
  cardRequestsAdmin: cardRequestsAdminFr,
  transactionsAdmin: transactionsAdminFr,
  // h/admin-core
  validation: validationFr,
  staff: staffFr,
  adminDashboard: adminDashboardFr,
  // Growth: referral, sponsorship, commercial agents.
  referral: referralFr,
  commercialArea: commercialFr,
  // Merchant account (issue 18).
  team: teamFr,
  profile: profileFr,
  settings: settingsFr,
  // Sandbox developer playground (issue 20).
  playground: playgroundFr,
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
  // Receipts and monthly statements (issue 21).
  receipts: receiptsEn,
  search: searchEn,
  paymentPages: paymentPagesEn,
  market: marketEn,
  cardRequests: cardRequestsEn,
  // Back-office operations (admin-ops)
  merchants: merchantsEn,
  payoutsAdmin: payoutsAdminEn,
  cardRequestsAdmin: cardRequestsAdminEn,
  transactionsAdmin: transactionsAdminEn,
  // h/admin-core
  validation: validationEn,
  staff: staffEn,
  adminDashboard: adminDashboardEn,
  // Growth: referral, sponsorship, commercial agents.
  referral: referralEn,
  commercialArea: commercialEn,
  // Merchant account (issue 18).
  team: teamEn,
  profile: profileEn,
  settings: settingsEn,
  // Sandbox developer playground (issue 20).
  playground: playgroundEn,
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
  // Receipts and monthly statements (issue 21).
  receipts: receiptsEs,
  search: searchEs,
  paymentPages: paymentPagesEs,
  market: marketEs,
  cardRequests: cardRequestsEs,
  // Back-office operations (admin-ops)
  merchants: merchantsEs,
  payoutsAdmin: payoutsAdminEs,
  cardRequestsAdmin: cardRequestsAdminEs,
  transactionsAdmin: transactionsAdminEs,
  // h/admin-core
  validation: validationEs,
  staff: staffEs,
  adminDashboard: adminDashboardEs,
  // Growth: referral, sponsorship, commercial agents.
  referral: referralEs,
  commercialArea: commercialEs,
  // Merchant account (issue 18).
  team: teamEs,
  profile: profileEs,
  settings: settingsEs,
  // Sandbox developer playground (issue 20).
  playground: playgroundEs,
};
