/**
 * Conformity re-review of validated merchants: when a merchant comes back to staff's queue.
 * A document expiring within the notice, live volume over the threshold in the window (since the
 * last review), or the period elapsed since the last review.
 */
export const CONFORMITY_DOCUMENT_NOTICE_DAYS = 30;
/** Successful live collections over this many XOF in the window call for a review. */
export const CONFORMITY_VOLUME_THRESHOLD_XOF = 50_000_000n;
export const CONFORMITY_VOLUME_WINDOW_DAYS = 30;
/** Every validated merchant is reviewed again after this many days. */
export const CONFORMITY_PERIOD_DAYS = 365;

export const CONFORMITY_REASONS = [
  'DOCUMENT_EXPIRING',
  'VOLUME_THRESHOLD',
  'PERIODIC',
  'DOCUMENTS_RESENT',
  'SUSPENDED',
] as const;
export type ConformityReason = (typeof CONFORMITY_REASONS)[number];
