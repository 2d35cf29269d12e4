/**
 * States of a payout. PENDING: held on the shop's pending account, at (or on its way to) the
 * operator. UNKNOWN: no answer we can trust (timeout, 5xx): the reconciler asks again, and never
 * assumes a failure (the money may have left). SUCCESSFUL and FAILED are final.
 */
export type PayoutState = 'PENDING' | 'UNKNOWN' | 'SUCCESSFUL' | 'FAILED';

export const OPEN_PAYOUT_STATES: readonly PayoutState[] = ['PENDING', 'UNKNOWN'];

export const isOpenPayout = (status: string) => (OPEN_PAYOUT_STATES as readonly string[]).includes(status);

/** What merchants see: SUCCESSFUL, FAILED, or PENDING for anything open; missing counts as FAILED. */
export function publicPayoutStatus(state: string | null | undefined): 'PENDING' | 'SUCCESSFUL' | 'FAILED' {
  if (state === 'SUCCESSFUL') return 'SUCCESSFUL';
  if (state && isOpenPayout(state)) return 'PENDING';
  return 'FAILED';
}
