/** Staff roles of the back-office (spec section 6). */
export const ADMIN_ROLES = [
  'ADMIN',
  'PAYMENT_REQUEST',
  'VALIDATION',
  'DASHBOARD',
  'MERCHANTS',
  'SUPER_ADMIN',
  'COMPTABLE',
  'COMMERCIAL',
  'USERS',
  'TRANSACTIONS',
] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Every user role: merchant-side users carry MERCHANT, staff one of the admin roles. */
export const USER_ROLES = ['MERCHANT', ...ADMIN_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Merchant profile types: the owner (ADMIN) and team accounts. */
export const PROFILE_TYPES = ['ADMIN', 'SUBADMIN', 'DEV'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** Merchant permission names a SUBADMIN or DEV profile may hold. */
export const PERMISSIONS = [
  'transaction',
  'feexlink',
  'feexpage',
  'feexcorporate',
  'feexmarket',
  'refund',
  'payout',
  'customer',
  'developer',
  'subaccount',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Validation states of a merchant account. */
export const MERCHANT_STATUSES = ['PENDING', 'SUBMITTED', 'VALID', 'REJECTED'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

/** Modes as the spec's calls send them: 1 live, 0 sandbox. */
export const MODES = { live: 1, sandbox: 0 } as const;
export type Mode = 0 | 1;
