import adminDashboardEn from '../../features/admin-dashboard/locales/en.json';
import cardRequestsAdminEn from '../../features/card-requests/admin/locales/en.json';
import cardRequestsEn from '../../features/card-requests/locales/en.json';
import commercialEn from '../../features/commercial/locales/en.json';
import customersEn from '../../features/customers/locales/en.json';
import developersEn from '../../features/developers/locales/en.json';
import marketEn from '../../features/market/locales/en.json';
import merchantsEn from '../../features/merchants/locales/en.json';
import overviewEn from '../../features/overview/locales/en.json';
import paymentLinksEn from '../../features/payment-links/locales/en.json';
import paymentPagesEn from '../../features/payment-pages/locales/en.json';
import payoutListsEn from '../../features/payout-lists/locales/en.json';
import payoutsAdminEn from '../../features/payouts/admin/locales/en.json';
import payoutsEn from '../../features/payouts/locales/en.json';
import playgroundEn from '../../features/playground/locales/en.json';
import profileEn from '../../features/profile/locales/en.json';
import receiptsEn from '../../features/receipts/locales/en.json';
import referralEn from '../../features/referral/locales/en.json';
import refundsEn from '../../features/refunds/locales/en.json';
import sampleDataEn from '../../features/sample-data/locales/en.json';
import searchEn from '../../features/search/locales/en.json';
import settingsEn from '../../features/settings/locales/en.json';
import staffEn from '../../features/staff/locales/en.json';
import teamEn from '../../features/team/locales/en.json';
import transactionsAdminEn from '../../features/transactions/admin/locales/en.json';
import transactionsEn from '../../features/transactions/locales/en.json';
import validationEn from '../../features/validation/locales/en.json';
import type { Catalog } from './catalog-fr.ts';
import en from './locales/en.json';

/**
 * The signed-in app's English texts: the shared texts (`locales/en.json`) plus each feature's own texts
 * (`features/<feature>/locales/en.json`) under the feature's key: the whole language, for the types and the tests.
 * The app fetches the shared texts first and each namespace with the route chunk that shows it
 * (app-i18n.ts); a namespace added here is added to the two other languages' files and to
 * feature-text-folders.ts too.
 */
export const catalog: Catalog = {
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
  // The developers' area (keys, webhooks, API docs links).
  developers: developersEn,
  // Empty states' sample data (issue 21).
  sampleData: sampleDataEn,
};
