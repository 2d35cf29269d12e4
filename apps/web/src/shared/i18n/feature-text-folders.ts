/**
 * Each feature namespace of the catalog and the folder of its texts (`features/<folder>/locales/<lng>.json`).
 * The app starts with the shared texts only (`locales/<lng>.json`: the shell, sign-in, errors); a route
 * chunk fetches the namespaces its pages show (`withTexts` in routes.tsx), so a page's first load carries
 * its own area's texts and no other's. The full catalogs (catalog-fr.ts and the others) list the same
 * namespaces for the types and the tests.
 */
export const FEATURE_TEXT_FOLDERS = {
  transactions: 'transactions',
  overview: 'overview',
  customers: 'customers',
  paymentLinks: 'payment-links',
  payouts: 'payouts',
  payoutLists: 'payout-lists',
  refunds: 'refunds',
  receipts: 'receipts',
  search: 'search',
  paymentPages: 'payment-pages',
  market: 'market',
  cardRequests: 'card-requests',
  merchants: 'merchants',
  payoutsAdmin: 'payouts/admin',
  cardRequestsAdmin: 'card-requests/admin',
  transactionsAdmin: 'transactions/admin',
  validation: 'validation',
  staff: 'staff',
  adminDashboard: 'admin-dashboard',
  referral: 'referral',
  commercialArea: 'commercial',
  team: 'team',
  profile: 'profile',
  settings: 'settings',
  playground: 'playground',
  developers: 'developers',
  sampleData: 'sample-data',
} as const;

export type FeatureNamespace = keyof typeof FEATURE_TEXT_FOLDERS;
