import { OPEN_COLLECTION_STATES } from '@platform/domain';

/** The collection states that are not final (packages/domain's money-states.ts). */
export const OPEN_STATES = OPEN_COLLECTION_STATES;

/** What merchants see: anything not final is PENDING; a missing status counts as FAILED. */
export function publicStatus(state: string | null | undefined): 'PENDING' | 'SUCCESSFUL' | 'FAILED' {
  if (state === 'SUCCESSFUL') return 'SUCCESSFUL';
  if (state && (OPEN_STATES as readonly string[]).includes(state)) return 'PENDING';
  return 'FAILED';
}

/** An open collection older than this is failed as EXPIRED (and still settled if a success comes later). */
export const COLLECTION_EXPIRY_SECONDS = 24 * 3600;

/**
 * How long a collection failed as EXPIRED is still asked about (a late success settles it): the
 * operator may take the customer's money after our 24 hours and its callback may be lost (MTN's
 * are unsigned and best effort), so the status query alone must find it.
 */
export const EXPIRED_CHECK_WINDOW_SECONDS = 7 * 24 * 3600;

/**
 * Seconds until the next status query of a collection failed as EXPIRED, by how long ago it
 * expired: hourly the first day, every 3 hours until the third, then every 6 hours; null once
 * the window is over (the query made then was the last one). About 56 queries in all.
 */
export function expiredCheckDelaySeconds(sinceExpirySeconds: number): number | null {
  if (sinceExpirySeconds >= EXPIRED_CHECK_WINDOW_SECONDS) return null;
  if (sinceExpirySeconds < 24 * 3600) return 3600;
  if (sinceExpirySeconds < 3 * 24 * 3600) return 3 * 3600;
  return 6 * 3600;
}

/** When an expired collection is asked about next (null: never again), from its expiry time. */
export function nextExpiredCheckAt(expiredAt: Date, now: Date): Date | null {
  const delay = expiredCheckDelaySeconds((now.getTime() - expiredAt.getTime()) / 1000);
  return delay === null ? null : new Date(now.getTime() + delay * 1000);
}

/** A CREATED row that no operator answer reached in this time is submitted again (same reference). */
export const RESUBMIT_AFTER_SECONDS = Number(process.env.RECONCILE_RESUBMIT_AFTER_SECONDS ?? 30);
