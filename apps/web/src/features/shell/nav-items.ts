import type { User } from '@platform/contracts';
import { canSeeProfilePage, hasAnyPermission, type Permission, showsAdminEntry } from '@platform/domain';
import type fr from '../../shared/i18n/locales/fr.json';

export type NavKey = keyof typeof fr.shell.nav;
export type NavItem = { key: NavKey; to: string; visible: (user: User) => boolean };

const always = () => true;
const needs =
  (...permissions: Permission[]) =>
  (user: User) =>
    hasAnyPermission(user, permissions);

/** The live sidebar of spec section 2, in its order, each link shown per section 6's rules. */
export const LIVE_NAV: readonly NavItem[] = [
  { key: 'dashboard', to: '/dashboard', visible: always },
  { key: 'summary', to: '/summary', visible: always },
  { key: 'transactions', to: '/transactions', visible: needs('transaction') },
  { key: 'feexlinks', to: '/feexlinks', visible: needs('feexlink') },
  { key: 'quicklinks', to: '/quicklinks', visible: needs('feexlink') },
  { key: 'feexcorporate', to: '/feexcorporate', visible: needs('feexcorporate') },
  { key: 'feexpage', to: '/feexpage', visible: needs('feexpage') },
  { key: 'feexmarket', to: '/feexmarket', visible: needs('feexmarket') },
  { key: 'sendmoney', to: '/sendmoney', visible: needs('payout') },
  { key: 'customers', to: '/customers', visible: needs('customer') },
  { key: 'refund', to: '/refund', visible: needs('refund') },
  { key: 'payouts', to: '/payouts', visible: needs('payout') },
  { key: 'payoutApi', to: '/payout_api', visible: needs('transaction', 'payout') },
  { key: 'payoutList', to: '/payout_list/liste', visible: needs('transaction', 'payout') },
  { key: 'developers', to: '/developers', visible: needs('developer') },
  { key: 'webhook', to: '/developers/webhook', visible: needs('developer') },
  { key: 'team', to: '/subaccount', visible: needs('subaccount') },
  { key: 'settings', to: '/settings', visible: always },
  { key: 'admin', to: '/admin/dashboard', visible: showsAdminEntry },
  { key: 'profile', to: '/profil', visible: canSeeProfilePage },
];

/** The sandbox sidebar of spec section 2, exactly (FeexMarket's test shop is reached from the /test tools). */
export const SANDBOX_NAV: readonly NavItem[] = [
  { key: 'dashboard', to: '/sandbox/dashboard', visible: always },
  { key: 'transactions', to: '/sandbox/transactions', visible: needs('transaction') },
  { key: 'payouts', to: '/sandbox/payouts', visible: needs('payout') },
  { key: 'customers', to: '/sandbox/customers', visible: needs('customer') },
  { key: 'developersApi', to: '/sandbox/developers/api', visible: needs('developer') },
  { key: 'importantLinks', to: '/sandbox/developers/importantlinks', visible: needs('developer') },
];

export function visibleNav(items: readonly NavItem[], user: User): NavItem[] {
  return items.filter((item) => item.visible(user));
}
