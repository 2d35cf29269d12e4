/**
 * Rules of the back-office's money actions (one home, read by the API and the staff pages).
 *
 * A manual balance adjustment above this amount (XOF) needs a second staff member's approval
 * (four eyes): the first one asks, another one applies or rejects it. At or below, it is
 * applied at once. OUR CHOICE (the spec names no figure): 500 000 XOF.
 */
export const ADJUSTMENT_FOUR_EYES_THRESHOLD = 500_000n;

/** Whether an adjustment of this amount waits for a second staff member. */
export function needsSecondApproval(amount: bigint): boolean {
  return amount > ADJUSTMENT_FOUR_EYES_THRESHOLD;
}

/** The longest reason staff may give for a decision (kept in the audit trail). */
export const STAFF_REASON_MAX = 500;

/** The decisions' states: withdrawals, payout-API and card requests, adjustments. */
export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export const PAYOUT_API_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REFUSED', 'REVOKED'] as const;
export const ADJUSTMENT_STATUSES = ['PENDING', 'APPLIED', 'REJECTED'] as const;

/**
 * The payout-API access the demo seed approves for the demo merchant's servers on this machine
 * (issue 21: it showed French on /en). The stored usage is this French text, as a merchant would
 * type it; the web shows it in the reader's language (payouts.api.demoUsage).
 */
export const DEMO_PAYOUT_API_USAGE = 'Démo : serveur local';
