/**
 * The states of money movements, written once: the API's TypeScript and its SQL (built from these
 * lists, never copied as literals) read them from here.
 *
 * A collection: CREATED (written, operator not answered yet), PENDING (the operator has it and the
 * customer must act), UNKNOWN (no answer we can trust: asked again), SUCCESSFUL and FAILED (final,
 * but a FAILED one whose reason is EXPIRED is still settled by a late success).
 */
export type CollectionState = 'CREATED' | 'PENDING' | 'UNKNOWN' | 'SUCCESSFUL' | 'FAILED';

/** The collection states that are not final. */
export const OPEN_COLLECTION_STATES: readonly CollectionState[] = ['CREATED', 'PENDING', 'UNKNOWN'];

/** The reason of a collection failed for want of a final operator answer in time: a late success still settles it. */
export const EXPIRED_REASON = 'EXPIRED';

/** Whether a collection failed as EXPIRED, and so still waits for a late success from its operator. */
export function awaitsLateSuccess(row: { status: string; reasonCode: string | null }): boolean {
  return row.status === 'FAILED' && row.reasonCode === EXPIRED_REASON;
}

/**
 * A payout: PENDING (held, at or on its way to the operator), UNKNOWN (no answer we can trust:
 * asked again, never assumed failed), SUCCESSFUL and FAILED (final).
 */
export type PayoutState = 'PENDING' | 'UNKNOWN' | 'SUCCESSFUL' | 'FAILED';

/** The payout states that are not final. */
export const OPEN_PAYOUT_STATES: readonly PayoutState[] = ['PENDING', 'UNKNOWN'];

/** What merchants see of a collection's state (anything open is PENDING): the list filters' choices. */
export const TRANSACTION_STATUSES = ['PENDING', 'SUCCESSFUL', 'FAILED'] as const;
export type TransactionPublicStatus = (typeof TRANSACTION_STATUSES)[number];

/** The kinds of collection a merchant's list tells apart: mobile money or card. */
export const TRANSACTION_TYPES = ['PAYMENT', 'CARD'] as const;

/** The orders a merchant's transaction list can be sorted by. */
export const TRANSACTION_SORTS = ['created_at', 'amount'] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];
