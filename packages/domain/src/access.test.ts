import { describe, expect, it } from 'vitest';
import {
  adminMenuVisible,
  canManageShops,
  hasAnyPermission,
  hasPermission,
  isAdminRole,
  landingPath,
  landsOnAdmin,
  showsAdminEntry,
  staffMay,
} from './access.ts';

const owner = { role: 'MERCHANT', access: [], profile: { type: 'ADMIN' as const, permissions: [] } };
const payoutOnly = {
  role: 'MERCHANT',
  access: [],
  profile: { type: 'SUBADMIN' as const, permissions: ['payout'] },
};
const dev = { role: 'MERCHANT', access: [], profile: { type: 'DEV' as const, permissions: ['developer'] } };
const staff = (role: string, access: string[] = []) => ({ role, access, profile: null });

describe('merchant permissions', () => {
  it('lets the owner see everything and team members only what they hold', () => {
    expect(hasPermission(owner, 'transaction')).toBe(true);
    expect(hasPermission(payoutOnly, 'payout')).toBe(true);
    expect(hasPermission(payoutOnly, 'transaction')).toBe(false);
    expect(hasPermission(dev, 'developer')).toBe(true);
    expect(hasPermission(dev, 'payout')).toBe(false);
    expect(hasPermission(staff('SUPER_ADMIN'), 'transaction')).toBe(false);
    expect(hasAnyPermission(payoutOnly, ['transaction', 'payout'])).toBe(true);
  });

  it('keeps shop options and the profile page to ADMIN and SUBADMIN', () => {
    expect(canManageShops(owner)).toBe(true);
    expect(canManageShops(payoutOnly)).toBe(true);
    expect(canManageShops(dev)).toBe(false);
    expect(canManageShops(staff('SUPER_ADMIN'))).toBe(false);
  });
});

describe('back-office access', () => {
  it('knows the admin roles and who lands on the back-office', () => {
    expect(isAdminRole('COMPTABLE')).toBe(true);
    expect(isAdminRole('MERCHANT')).toBe(false);
    expect(landsOnAdmin(staff('COMPTABLE'))).toBe(true);
    expect(landsOnAdmin(staff('SUPER_ADMIN'))).toBe(false);
    expect(showsAdminEntry(staff('COMMERCIAL'))).toBe(false);
    expect(showsAdminEntry(staff('VALIDATION'))).toBe(true);
  });

  it('shows menu entries by role and access as the spec lists them', () => {
    expect(adminMenuVisible(staff('SUPER_ADMIN'), 'access')).toBe(true);
    expect(adminMenuVisible(staff('MERCHANTS'), 'access')).toBe(false);
    expect(adminMenuVisible(staff('DASHBOARD'), 'dashboard')).toBe(true);
    expect(adminMenuVisible(staff('VALIDATION', ['DASHBOARD']), 'dashboard')).toBe(true);
    expect(adminMenuVisible(staff('VALIDATION'), 'dashboard')).toBe(false);
    expect(adminMenuVisible(staff('PAYMENT_REQUEST'), 'payoutApi')).toBe(true);
    expect(adminMenuVisible(staff('ADMIN'), 'cardPaymentRequest')).toBe(true);
    expect(adminMenuVisible(staff('USERS'), 'cardPaymentRequest')).toBe(false);
    expect(adminMenuVisible(staff('TRANSACTIONS'), 'transactions')).toBe(false);
    expect(adminMenuVisible(staff('COMPTABLE', ['TRANSACTIONS']), 'transactions')).toBe(true);
    expect(adminMenuVisible(staff('COMPTABLE'), 'whitelistIp')).toBe(true);
    expect(adminMenuVisible(owner, 'home')).toBe(false);
  });

  it('lets staff do what their menu shows, and merchants nothing (staffMay)', () => {
    expect(staffMay(staff('SUPER_ADMIN'), 'users')).toBe(true);
    expect(staffMay(staff('SUPER_ADMIN'), 'actions')).toBe(true);
    expect(staffMay(staff('ADMIN'), 'actions')).toBe(true);
    expect(staffMay(staff('VALIDATION'), 'actions')).toBe(false);
    expect(staffMay(staff('VALIDATION'), 'validation')).toBe(true);
    expect(staffMay(staff('MERCHANTS'), 'users')).toBe(false);
    expect(staffMay(staff('COMPTABLE', ['USERS']), 'users')).toBe(true);
    expect(staffMay(owner, 'validation')).toBe(false);
    expect(staffMay(owner, 'dashboard')).toBe(false);
    expect(staffMay(staff('COMPTABLE'), 'dashboard')).toBe(true);
  });

  it('lands staff on the admin dashboard after sign-in, COMPTABLE too', () => {
    expect(landingPath(staff('COMPTABLE'))).toBe('/admin/dashboard');
    expect(landingPath(staff('VALIDATION'))).toBe('/admin/dashboard');
    expect(landingPath(staff('COMMERCIAL'))).toBe('/commercial/dashboard');
    expect(landingPath(owner)).toBe('/dashboard');
  });
});
