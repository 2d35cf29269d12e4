import { ADMIN_ROLES, type AdminRole, type Permission, type ProfileType, type UserRole } from './roles.ts';

/** What the access rules need to know of a user (a subset of the API's User). */
export type AccessSubject = {
  role: UserRole | string;
  access: readonly string[];
  profile: { type: ProfileType; permissions: readonly Permission[] | readonly string[] } | null;
};

export function isAdminRole(role: string): role is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(role);
}

/** Roles that see the back-office entry in the merchant sidebar (spec section 6). */
export const ADMIN_ENTRY_ROLES: readonly AdminRole[] = [
  'ADMIN',
  'PAYMENT_REQUEST',
  'VALIDATION',
  'DASHBOARD',
  'MERCHANTS',
  'SUPER_ADMIN',
  'COMPTABLE',
];

export function showsAdminEntry(user: Pick<AccessSubject, 'role'>): boolean {
  return (ADMIN_ENTRY_ROLES as readonly string[]).includes(user.role);
}

/**
 * A merchant feature guarded by a permission: the owner (ADMIN profile) sees everything, SUBADMIN
 * and DEV only what their permission list holds; users without a merchant profile see none.
 */
export function hasPermission(user: AccessSubject, permission: Permission): boolean {
  if (!user.profile) return false;
  if (user.profile.type === 'ADMIN') return true;
  return (user.profile.permissions as readonly string[]).includes(permission);
}

/** True when the user holds at least one of the permissions. */
export function hasAnyPermission(user: AccessSubject, permissions: readonly Permission[]): boolean {
  return permissions.some((p) => hasPermission(user, p));
}

/** Shop options and the shop switcher, and the profile page: ADMIN and SUBADMIN profiles. */
export function canManageShops(user: AccessSubject): boolean {
  return user.profile?.type === 'ADMIN' || user.profile?.type === 'SUBADMIN';
}

export const canSeeProfilePage = canManageShops;

/** Staff roles sent straight to the back-office (spec section 4: COMPTABLE). */
export function landsOnAdmin(user: Pick<AccessSubject, 'role'>): boolean {
  return user.role === 'COMPTABLE';
}

/**
 * Where a user lands after signing in: staff (COMPTABLE too) on the admin dashboard, commercial
 * agents on their area, merchant-side users on the merchant dashboard (its guards pick the mode).
 */
export function landingPath(user: Pick<AccessSubject, 'role'>): string {
  if (user.role === 'COMMERCIAL') return '/commercial/dashboard';
  return isAdminRole(user.role) ? '/admin/dashboard' : '/dashboard';
}

/** The back-office side menu of the spec's admin layout, in its order. */
export const ADMIN_MENU_ENTRIES = [
  'dashboard',
  'validation',
  'conformity',
  'paymentRequest',
  'payoutApi',
  'cardPaymentRequest',
  'home',
  'merchants',
  'access',
  'transactions',
  'users',
  'whitelistIp',
] as const;

/** Every back-office right: the menu's entries plus the audit trail page (/admin/actions). */
export const ADMIN_RIGHTS = [...ADMIN_MENU_ENTRIES, 'actions'] as const;
export type AdminMenuEntry = (typeof ADMIN_RIGHTS)[number];

/** Which back-office menu entries a staff user sees (spec section 6, word for word). */
export function adminMenuVisible(user: AccessSubject, entry: AdminMenuEntry): boolean {
  if (!isAdminRole(user.role)) return false;
  const superAdmin = user.role === 'SUPER_ADMIN';
  const roleOrAccess = (name: AdminRole) => user.role === name || user.access.includes(name);
  switch (entry) {
    case 'dashboard':
      // COMPTABLE lands on the admin dashboard (spec section 4), so it sees it.
      return superAdmin || roleOrAccess('DASHBOARD') || user.role === 'COMPTABLE';
    case 'paymentRequest':
    case 'payoutApi':
      return superAdmin || roleOrAccess('PAYMENT_REQUEST');
    case 'cardPaymentRequest':
      return superAdmin || user.role === 'ADMIN' || user.access.includes('VALIDATION');
    case 'merchants':
      return superAdmin || roleOrAccess('MERCHANTS');
    case 'access':
      return superAdmin;
    case 'transactions':
      return superAdmin || user.access.includes('TRANSACTIONS');
    case 'users':
      return superAdmin || user.access.includes('USERS');
    case 'actions':
      // The audit trail of every staff action: SUPER_ADMIN and the ADMIN role.
      return superAdmin || user.role === 'ADMIN';
    case 'validation':
    case 'conformity':
    case 'home':
    case 'whitelistIp':
      return true;
  }
}

/**
 * The back-office's merchant and shop pickers (the IP whitelist's form, the transactions'
 * filters) read names, e-mails and shops of every merchant. Every staff user may: they guard with
 * the IP whitelist's right, which the spec gives all admin users (section 6) and whose page shows
 * the same names already.
 */
export const MERCHANT_LOOKUP_RIGHT = 'whitelistIp' satisfies AdminMenuEntry;

/**
 * What a staff user may do in the back-office: the same rule as the menu (spec section 6), used
 * by the API guard (`requireStaff`), the menu and the web route guard. Merchants may do nothing.
 */
export function staffMay(user: AccessSubject, right: AdminMenuEntry): boolean {
  return adminMenuVisible(user, right);
}

/**
 * Creating staff users, changing their role and access, disabling them: SUPER_ADMIN only (spec
 * section 6); the USERS access lets other staff see the list.
 */
export function canManageStaffUsers(user: Pick<AccessSubject, 'role'>): boolean {
  return user.role === 'SUPER_ADMIN';
}
