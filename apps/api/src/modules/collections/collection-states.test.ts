import { describe, expect, it } from 'vitest';
import { nextCheckDelaySeconds } from '../operators/check-schedule.ts';
import {
  EXPIRED_CHECK_WINDOW_SECONDS,
  expiredCheckDelaySeconds,
  nextExpiredCheckAt,
  publicStatus,
} from './collection-states.ts';

describe('collection states', () => {
  it('shows open states as PENDING and a missing status as FAILED', () => {
    expect(publicStatus('CREATED')).toBe('PENDING');
    expect(publicStatus('UNKNOWN')).toBe('PENDING');
    expect(publicStatus('PENDING')).toBe('PENDING');
    expect(publicStatus('SUCCESSFUL')).toBe('SUCCESSFUL');
    expect(publicStatus('FAILED')).toBe('FAILED');
    expect(publicStatus(null)).toBe('FAILED');
    expect(publicStatus(undefined)).toBe('FAILED');
  });

  it('spaces status checks out and keeps the last delay', () => {
    expect(nextCheckDelaySeconds(0)).toBe(5);
    expect(nextCheckDelaySeconds(1)).toBe(10);
    expect(nextCheckDelaySeconds(100)).toBe(12 * 3600);
  });

  it('keeps asking about an expired collection for 7 days, further apart, then stops', () => {
    const hour = 3600;
    expect(expiredCheckDelaySeconds(0)).toBe(hour);
    expect(expiredCheckDelaySeconds(23 * hour)).toBe(hour);
    expect(expiredCheckDelaySeconds(2 * 24 * hour)).toBe(3 * hour);
    expect(expiredCheckDelaySeconds(6 * 24 * hour)).toBe(6 * hour);
    expect(expiredCheckDelaySeconds(EXPIRED_CHECK_WINDOW_SECONDS)).toBeNull();
    // Walking the schedule: the last query is made at or after 7 days, never before.
    let since = 0;
    let queries = 0;
    for (
      let delay = expiredCheckDelaySeconds(since);
      delay !== null;
      delay = expiredCheckDelaySeconds(since)
    ) {
      since += delay;
      queries++;
    }
    expect(since).toBeGreaterThanOrEqual(EXPIRED_CHECK_WINDOW_SECONDS);
    expect(queries).toBeLessThan(60);
    const expiredAt = new Date('2026-01-01T00:00:00Z');
    expect(nextExpiredCheckAt(expiredAt, new Date('2026-01-04T00:00:00Z'))).toEqual(
      new Date('2026-01-04T06:00:00Z'),
    );
    expect(nextExpiredCheckAt(expiredAt, new Date('2026-01-08T00:00:00Z'))).toBeNull();
  });
});
