import { applyRate, isValidBps } from './fees.ts';

/**
 * Commissions of referrers (sponsoring merchants) and commercial agents: a share, in basis
 * points, of the platform fee of each successful live collection of a merchant they brought,
 * for a period counted from the merchant's validation. Money is bigint XOF; the share uses THE
 * rounding rule of fees.ts (`applyRate`: ceil(fee × bps / 10 000)), so with bps ≤ 10 000 a share
 * is never above the fee; when both a referrer and an agent earn on one collection, the second
 * share is capped by what the first left, so together they never exceed the fee either.
 */

/** Who earns on a merchant's collections. */
export const COMMISSION_KINDS = ['agent', 'referral'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

/** Default share of the platform fee a sponsoring merchant earns (10 % of the fee). */
export const DEFAULT_REFERRAL_COMMISSION_BPS = 1_000;
/** Default share of the platform fee a commercial agent earns (20 % of the fee). */
export const DEFAULT_AGENT_COMMISSION_BPS = 2_000;
/** Default period, in months from the merchant's validation, during which commissions accrue. */
export const DEFAULT_COMMISSION_MONTHS = 12;
/** Longest period staff may set. */
export const MAX_COMMISSION_MONTHS = 120;
/** A referrer moves its commission to a shop's available balance from this amount (XOF). */
export const REFERRAL_TRANSFER_MINIMUM = 1_000n;

/** Referral and agent codes: 6 to 16 letters or digits, compared in upper case. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,16}$/;

/** A code as typed or carried by a link, in its stored form, or null when it cannot be one. */
export function normalizeReferralCode(input: string | null | undefined): string | null {
  if (!input) return null;
  const code = input.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

export function isValidCommissionMonths(months: unknown): months is number {
  return (
    typeof months === 'number' && Number.isInteger(months) && months >= 1 && months <= MAX_COMMISSION_MONTHS
  );
}

/** One beneficiary's terms on a merchant. */
export type CommissionShare = { kind: CommissionKind; bps: number };

/**
 * The commission of each share on a collection's platform fee, in the order given (agent first
 * by convention): each is applyRate(fee, bps), capped by what the previous ones left, so the sum
 * is never above the fee. A share of 0 bps earns 0.
 */
export function commissionsOf(fee: bigint, shares: readonly CommissionShare[]): bigint[] {
  if (fee < 0n) throw new RangeError('a fee is never negative');
  let left = fee;
  return shares.map((share) => {
    if (!isValidBps(share.bps)) throw new RangeError(`invalid commission rate ${share.bps}`);
    const amount = applyRate(fee, share.bps);
    const capped = amount > left ? left : amount;
    left -= capped;
    return capped;
  });
}

/** The end of a commission period: `months` calendar months after `from` (UTC). */
export function commissionPeriodEnd(from: Date, months: number): Date {
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Whether a collection settled at `at` earns: the merchant is validated and `at` is in the period. */
export function commissionApplies(validatedAt: Date | null, months: number, at: Date): boolean {
  if (!validatedAt) return false;
  return (
    at.getTime() >= validatedAt.getTime() && at.getTime() < commissionPeriodEnd(validatedAt, months).getTime()
  );
}

/**
 * What refunds take back of a commission in all, pro rata of the amount refunded in all:
 * ceil(commission × refunded / amount) with the one rounding rule, refunded capped at the amount.
 * Counted on the cumulated refunds, so the reversals of several partial refunds (each the
 * difference of two cumulated figures) add up to exactly the commission once everything is
 * refunded, and never more.
 */
export function commissionReversedFor(commission: bigint, amount: bigint, refundedTotal: bigint): bigint {
  if (commission <= 0n || amount <= 0n || refundedTotal <= 0n) return 0n;
  const part = refundedTotal > amount ? amount : refundedTotal;
  return (commission * part + amount - 1n) / amount;
}

/** What one refund takes back, given what was refunded before it. */
export function commissionReversal(input: {
  commission: bigint;
  amount: bigint;
  refundedBefore: bigint;
  refunded: bigint;
}): bigint {
  const { commission, amount, refundedBefore, refunded } = input;
  return (
    commissionReversedFor(commission, amount, refundedBefore + refunded) -
    commissionReversedFor(commission, amount, refundedBefore)
  );
}
