import { applyRate, isValidBps } from './fees.ts';

/**
 * The rolling reserve of a shop: when staff set a reserve rate (`taxe_reserve_found`, basis
 * points) a share of what the merchant receives on each settled collection is held in the shop's
 * reserve account, then released to its available balance after the hold period
 * (`reserve_found`, days; null = DEFAULT_RESERVE_HOLD_DAYS). The share uses THE rounding rule of
 * fees.ts (`applyRate`: ceil(amount × bps / 10 000)), so with bps ≤ 10 000 it is never above the
 * amount.
 */

/** Hold period when the shop's `reserve_found` is empty (days). */
export const DEFAULT_RESERVE_HOLD_DAYS = 90;
/** Longest hold period staff may set (days). */
export const MAX_RESERVE_HOLD_DAYS = 365;

export function isValidReserveHoldDays(days: unknown): days is number {
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= MAX_RESERVE_HOLD_DAYS;
}

/** The share held on a collection of which the merchant receives `amount` (0 without a rate). */
export function reserveOf(amount: bigint, bps: number | null | undefined): bigint {
  if (bps == null || bps === 0) return 0n;
  if (!isValidBps(bps)) throw new RangeError(`invalid reserve rate ${bps}`);
  return applyRate(amount, bps);
}

/** The hold period of a shop, in days. */
export function reserveHoldDays(reserveFound: number | null | undefined): number {
  return reserveFound == null ? DEFAULT_RESERVE_HOLD_DAYS : reserveFound;
}

/** When money held at `heldAt` is released: `days` later, to the millisecond (UTC). */
export function reserveReleaseAt(heldAt: Date, days: number): Date {
  return new Date(heldAt.getTime() + days * 86_400_000);
}
