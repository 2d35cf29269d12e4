import adminDashboardEs from '../../features/admin-dashboard/locales/es.json';
import cardRequestsAdminEs from '../../features/card-requests/admin/locales/es.json';
import cardRequestsEs from '../../features/card-requests/locales/es.json';
import commercialEs from '../../features/commercial/locales/es.json';
import customersEs from '../../features/customers/locales/es.json';
import developersEs from '../../features/developers/locales/es.json';
import marketEs from '../../features/market/locales/es.json';
import merchantsEs from '../../features/merchants/locales/es.json';
import overviewEs from '../../features/overview/locales/es.json';
import paymentLinksEs from '../../features/payment-links/locales/es.json';
import paymentPagesEs from '../../features/payment-pages/locales/es.json';
import payoutListsEs from '../../features/payout-lists/locales/es.json';
import payoutsAdminEs from '../../features/payouts/admin/locales/es.json';
import payoutsEs from '../../features/payouts/locales/es.json';
import playgroundEs from '../../features/playground/locales/es.json';
import profileEs from '../../features/profile/locales/es.json';
import receiptsEs from '../../features/receipts/locales/es.json';
import referralEs from '../../features/referral/locales/es.json';
import refundsEs from '../../features/refunds/locales/es.json';
import sampleDataEs from '../../features/sample-data/locales/es.json';
import searchEs from '../../features/search/locales/es.json';
import settingsEs from '../../features/settings/locales/es.json';
import staffEs from '../../features/staff/locales/es.json';
import teamEs from '../../features/team/locales/es.json';
import transactionsAdminEs from '../../features/transactions/admin/locales/es.json';
import transactionsEs from '../../features/transactions/locales/es.json';
import validationEs from '../../features/validation/locales/es.json';
import type { Catalog } from './catalog-fr.ts';
import es from './locales/es.json';

/**
 * The signed-in app's Spanish texts: the shared texts (`locales/es.json`) plus each feature's own texts
 * (`features/<feature>/locales/es.json`) under the feature's key: the whole language, for the types and the tests.
 * The app fetches the shared texts first and each namespace with the route chunk that shows it
 * (app-i18n.ts); a namespace added here is added to the two other languages' files and to
 * feature-text-folders.ts too.
 */
export const catalog: Catalog = {
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
  // The developers' area (keys, webhooks, API docs links).
  developers: developersEs,
  // Empty states' sample data (issue 21).
  sampleData: sampleDataEs,
};
