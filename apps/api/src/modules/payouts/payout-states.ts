import { OPEN_PAYOUT_STATES } from '@platform/domain';

/** A payout not final yet (the states are packages/domain's money-states.ts). */
export const isOpenPayout = (status: string) => (OPEN_PAYOUT_STATES as readonly string[]).includes(status);

/** What merchants see: SUCCESSFUL, FAILED, or PENDING for anything open; missing counts as FAILED. */
export function publicPayoutStatus(state: string | null | undefined): 'PENDING' | 'SUCCESSFUL' | 'FAILED' {
  if (state === 'SUCCESSFUL') return 'SUCCESSFUL';
  if (state && isOpenPayout(state)) return 'PENDING';
  return 'FAILED';
}
