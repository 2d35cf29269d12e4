import {
  type AccessSubject,
  canManageShops,
  canSeeProfilePage,
  hasAnyPermission,
  type Permission,
} from '@platform/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import { type AuthContext, requireAuth } from './authenticate.ts';

/** A merchant-side caller: the merchant it acts for and the mode of its session. */
export type MerchantContext = AuthContext & { merchantId: string };

/** The access rules' view of a signed-in caller. */
export function subjectOf(auth: AuthContext): AccessSubject {
  const { user, profile } = auth.account;
  return {
    role: user.role,
    access: user.access,
    profile: profile
      ? { type: profile.type as 'ADMIN' | 'SUBADMIN' | 'DEV', permissions: profile.permissions }
      : null,
  };
}

/** The caller must belong to a merchant (staff and agents are refused). */
export function requireMerchant(request: FastifyRequest): MerchantContext {
  const auth = requireAuth(request);
  const merchantId = auth.account.user.merchantId;
  if (!merchantId || !auth.account.profile) throw new AppError('NOT_A_MERCHANT');
  return { ...auth, merchantId };
}

/** The caller must hold one of the permissions (the owner's ADMIN profile holds them all). */
export function requirePermission(request: FastifyRequest, ...permissions: Permission[]): MerchantContext {
  const ctx = requireMerchant(request);
  if (!hasAnyPermission(subjectOf(ctx), permissions)) throw new AppError('FORBIDDEN');
  return ctx;
}

/** Shop options: ADMIN and SUBADMIN profiles only. */
export function requireShopManager(request: FastifyRequest): MerchantContext {
  const ctx = requireMerchant(request);
  if (!canManageShops(subjectOf(ctx))) throw new AppError('FORBIDDEN');
  return ctx;
}

/** The profile page and its calls: ADMIN and SUBADMIN profiles (spec section 6). */
export function requireProfilePage(request: FastifyRequest): MerchantContext {
  const ctx = requireMerchant(request);
  if (!canSeeProfilePage(subjectOf(ctx))) throw new AppError('FORBIDDEN');
  return ctx;
}
