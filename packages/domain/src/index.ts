export * from './access.ts';
export * from './auth-constants.ts';
export * from './conformity.ts';
// Growth: referral, sponsorship and commercial agents' commissions.
export * from './commissions.ts';
export * from './fees.ts';
export * from './locales.ts';
export * from './money.ts';
export * from './operators.ts';
export * from './phone.ts';
export * from './phone-prefixes.ts';
export * from './roles.ts';
export * from './shop-name.ts';
export * from './validation-messages.ts';
