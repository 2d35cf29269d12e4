// Back-office operations (admin-ops)
export * from './admin-card-requests.ts';
export * from './admin-dashboard.ts';
export * from './admin-merchants.ts';
export * from './admin-payouts.ts';
export * from './admin-transactions.ts';
export * from './auth.ts';
export * from './card-requests.ts';
export * from './checkout.ts';
export * from './collections.ts';
export * from './commercial.ts';
export * from './customers.ts';
export * from './developers.ts';
export * from './errors.ts';
export * from './market.ts';
export * from './networks.ts';
export * from './overview.ts';
export * from './payment-links.ts';
export * from './payment-pages.ts';
export * from './payout-lists.ts';
export * from './payouts.ts';
// Merchant account: team, profile, settings (issue 18).
export * from './profile.ts';
// Receipts and monthly statements (issue 21).
export * from './receipts.ts';
export * from './referral.ts';
export * from './refunds.ts';
// Rolling reserve (issue 20).
export * from './reserve.ts';
export * from './rules.ts';
// Sandbox sample data (issue 21).
export * from './sample-data.ts';
export * from './search.ts';
export * from './settings.ts';
export * from './shops.ts';
export * from './staff.ts';
export * from './staff-decisions.ts';
export * from './team.ts';
export * from './transactions.ts';
export * from './validation.ts';
export * from './webhooks.ts';
