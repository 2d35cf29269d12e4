import type { User } from '@platform/contracts';
import {
  ADMIN_MENU_ENTRIES,
  type AdminMenuEntry,
  canSeeProfilePage,
  hasAnyPermission,
  isAdminRole,
  landsOnAdmin,
  type Permission,
  staffMay,
} from '@platform/domain';

/** The frames (layouts) of the spec that need a signed-in user. */
export type Frame = 'merchant' | 'sandbox' | 'profile' | 'admin' | 'commercial' | 'bare';

/** What a page asks of the user, kept on the route (`handle.access`). */
export type RouteAccess = {
  frame: Frame;
  /**
   * Merchant pages are live pages unless said otherwise; sandbox-frame pages are sandbox pages;
   * 'any' pages (validation, settings, card request) are open in both modes.
   */
  mode?: 'live' | 'sandbox' | 'any';
  /** The user needs at least one of these (ADMIN profiles hold them all). */
  permissions?: readonly Permission[];
  /** The profile page: ADMIN and SUBADMIN profiles only. */
  profileOnly?: boolean;
  /** A back-office page shown only to the users who see this menu entry. */
  adminEntry?: AdminMenuEntry;
};

export type GuardUser = Pick<
  User,
  'role' | 'access' | 'profile' | 'merchant_valid' | 'merchant_status' | 'in_sandbox'
>;

export type GuardNotice = 'notAllowedHere' | 'notAllowedProfile';

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string; notice?: GuardNotice }
  | { type: 'sessionExpired' };

/** The back-office path of each menu entry ('home' leaves for the merchant dashboard). */
export const ADMIN_ENTRY_PATHS: Record<AdminMenuEntry, string> = {
  dashboard: '/admin/dashboard',
  validation: '/admin/validation',
  conformity: '/admin/conformity',
  paymentRequest: '/admin/payementRequest',
  payoutApi: '/admin/payoutRequest',
  cardPaymentRequest: '/admin/card-payment-request',
  home: '/dashboard',
  merchants: '/admin/merchants',
  access: '/admin/access',
  transactions: '/admin/transactions',
  users: '/admin/users',
  whitelistIp: '/admin/whitelistip',
  actions: '/admin/actions',
};

/** A merchant account staff have not validated yet (spec section 4): sandbox only. */
export function isUnverifiedMerchant(user: Pick<GuardUser, 'role' | 'merchant_valid' | 'merchant_status'>) {
  return user.role === 'MERCHANT' && !user.merchant_valid && user.merchant_status !== 'VALID';
}

/** The dashboard of the mode the user is in: where the merchant guards send people back to. */
export function homeDashboard(user: GuardUser): string {
  return user.in_sandbox || isUnverifiedMerchant(user) ? '/sandbox/dashboard' : '/dashboard';
}

/** Roles that may open the commercial agents' area. */
export function canEnterCommercial(user: Pick<GuardUser, 'role'>): boolean {
  return user.role === 'COMMERCIAL' || user.role === 'SUPER_ADMIN';
}

function firstVisibleAdminPath(user: GuardUser): string {
  const entry = ADMIN_MENU_ENTRIES.find((e) => e !== 'home' && staffMay(user, e));
  return ADMIN_ENTRY_PATHS[entry ?? 'validation'];
}

/**
 * The browser's guards of spec section 4, as one decision: show the page, go elsewhere (with the
 * spec's message when it has one), or treat the session as expired (no user).
 *
 * `user` is the user the server returned for the session; its `in_sandbox` is the session's mode.
 */
export function decideAccess(user: GuardUser | null | undefined, route: RouteAccess): GuardDecision {
  if (!user) return { type: 'sessionExpired' };

  if (route.frame === 'admin') {
    if (!isAdminRole(user.role)) {
      return { type: 'redirect', to: '/sandbox/dashboard', notice: 'notAllowedHere' };
    }
    if (route.adminEntry && !staffMay(user, route.adminEntry)) {
      return { type: 'redirect', to: firstVisibleAdminPath(user) };
    }
    return { type: 'allow' };
  }

  if (route.frame === 'commercial') {
    return canEnterCommercial(user) ? { type: 'allow' } : { type: 'redirect', to: homeDashboard(user) };
  }

  if (route.frame === 'bare') return { type: 'allow' };

  // Merchant side: the live frame, the sandbox frame and the profile frame.
  if (landsOnAdmin(user)) return { type: 'redirect', to: '/admin/dashboard' };

  const unverified = isUnverifiedMerchant(user);
  const mode = route.frame === 'sandbox' ? 'sandbox' : (route.mode ?? 'live');
  if (mode === 'live' && (unverified || user.in_sandbox))
    return { type: 'redirect', to: '/sandbox/dashboard' };
  if (mode === 'sandbox' && !user.in_sandbox && !unverified) return { type: 'redirect', to: '/dashboard' };

  if (route.profileOnly && !canSeeProfilePage(user)) {
    return { type: 'redirect', to: homeDashboard(user), notice: 'notAllowedProfile' };
  }
  if (route.permissions && !hasAnyPermission(user, route.permissions)) {
    return { type: 'redirect', to: homeDashboard(user) };
  }
  return { type: 'allow' };
}
