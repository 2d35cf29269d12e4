import { AppError } from '../../platform/errors/app-error.ts';

/**
 * A suspended merchant (conformity) keeps its balances but starts no new live money movement:
 * collections, checkout sessions, card payments, payouts and withdrawals are refused with
 * `MERCHANT_SUSPENDED`. The sandbox stays open.
 */
export function assertShopNotSuspended(shop: { mode: number; suspendedAt: Date | null }) {
  if (shop.mode === 1 && shop.suspendedAt) throw new AppError('MERCHANT_SUSPENDED');
}
