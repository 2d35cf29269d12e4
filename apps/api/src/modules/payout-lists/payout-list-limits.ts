/**
 * Limits of a payout list (documented in docs/payout-lists.md). A file above them is refused
 * with a clear code and nothing is stored.
 */
export const PAYOUT_LIST_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const PAYOUT_LIST_MAX_ROWS = 100_000;
/** Rows typed in the dashboard in one request. */
export const PAYOUT_LIST_MAX_TYPED_ROWS = 1_000;
export const PAYOUT_LIST_MAX_MOTIF = 100;
export const PAYOUT_LIST_MAX_NAME = 80;
/** Rows written per INSERT while staging. */
export const PAYOUT_LIST_INSERT_BATCH = 1_000;
