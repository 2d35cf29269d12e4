export * from './access.ts';
// Merchant account: team, profile, settings, onboarding (issue 18).
export * from './account-settings.ts';
export * from './auth-constants.ts';
// Back-office operations (admin-ops)
export * from './back-office.ts';
// Growth: referral, sponsorship and commercial agents' commissions.
export * from './commissions.ts';
export * from './conformity.ts';
export * from './fees.ts';
export * from './format.ts';
export * from './locales.ts';
// FeexMarket (issue 20).
export * from './market.ts';
export * from './money.ts';
export * from './money-states.ts';
export * from './operators.ts';
export * from './phone.ts';
export * from './phone-prefixes.ts';
export * from './roles.ts';
export * from './shop-name.ts';
export * from './team.ts';
export * from './validation-messages.ts';
