import adminDashboardFr from '../../features/admin-dashboard/locales/fr.json';
import cardRequestsAdminFr from '../../features/card-requests/admin/locales/fr.json';
import cardRequestsFr from '../../features/card-requests/locales/fr.json';
import commercialFr from '../../features/commercial/locales/fr.json';
import customersFr from '../../features/customers/locales/fr.json';
import developersFr from '../../features/developers/locales/fr.json';
import marketFr from '../../features/market/locales/fr.json';
import merchantsFr from '../../features/merchants/locales/fr.json';
import overviewFr from '../../features/overview/locales/fr.json';
import paymentLinksFr from '../../features/payment-links/locales/fr.json';
import paymentPagesFr from '../../features/payment-pages/locales/fr.json';
import payoutListsFr from '../../features/payout-lists/locales/fr.json';
import payoutsAdminFr from '../../features/payouts/admin/locales/fr.json';
import payoutsFr from '../../features/payouts/locales/fr.json';
import playgroundFr from '../../features/playground/locales/fr.json';
import profileFr from '../../features/profile/locales/fr.json';
import receiptsFr from '../../features/receipts/locales/fr.json';
import referralFr from '../../features/referral/locales/fr.json';
import refundsFr from '../../features/refunds/locales/fr.json';
import sampleDataFr from '../../features/sample-data/locales/fr.json';
import searchFr from '../../features/search/locales/fr.json';
import settingsFr from '../../features/settings/locales/fr.json';
import staffFr from '../../features/staff/locales/fr.json';
import teamFr from '../../features/team/locales/fr.json';
import transactionsAdminFr from '../../features/transactions/admin/locales/fr.json';
import transactionsFr from '../../features/transactions/locales/fr.json';
import validationFr from '../../features/validation/locales/fr.json';
import fr from './locales/fr.json';

/**
 * The signed-in app's French texts: the shared texts (`locales/fr.json`) plus each feature's own texts
 * (`features/<feature>/locales/fr.json`) under the feature's key: the whole language, for the types and the tests.
 * The app fetches the shared texts first and each namespace with the route chunk that shows it
 * (app-i18n.ts); a namespace added here is added to the two other languages' files and to
 * feature-text-folders.ts too.
 */
export const catalog = {
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
  // The developers' area (keys, webhooks, API docs links).
  developers: developersFr,
  // Empty states' sample data (issue 21).
  sampleData: sampleDataFr,
};

export type Catalog = typeof catalog;
