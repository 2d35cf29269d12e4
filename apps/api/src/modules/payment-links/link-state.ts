import type { ErrorCode } from '../../platform/errors/error-codes.ts';

export type LinkState = 'active' | 'disabled' | 'expired' | 'used';

/**
 * Whether a link can still be paid: a disabled link, one past its expiry date, or a single-use
 * link that a session already paid, is closed (in that order of precedence).
 */
export function linkState(
  link: { enabled: boolean; expiresAt: Date | null; reusable: boolean },
  alreadyPaid: boolean,
  now: Date,
): LinkState {
  if (!link.enabled) return 'disabled';
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!link.reusable && alreadyPaid) return 'used';
  return 'active';
}

/** The 410 answered when a closed link is opened. */
export const CLOSED_LINK_ERRORS: Record<Exclude<LinkState, 'active'>, ErrorCode> = {
  disabled: 'PAYMENT_LINK_DISABLED',
  expired: 'PAYMENT_LINK_EXPIRED',
  used: 'PAYMENT_LINK_USED',
};
