import { describe, expect, it } from 'vitest';
import { DEFAULT_OVERLAP, OVERLAP_CHOICES, overlapHours, previousKeyExpiry } from './overlap.ts';

describe('key roll overlap', () => {
  it('offers immediate, 1 h, 24 h and 7 days, within the API range 0..168', () => {
    expect(OVERLAP_CHOICES.map((c) => c.hours)).toEqual([0, 1, 24, 168]);
    for (const c of OVERLAP_CHOICES) expect(c.hours).toBeGreaterThanOrEqual(0);
    expect(Math.max(...OVERLAP_CHOICES.map((c) => c.hours))).toBeLessThanOrEqual(168);
  });

  it('defaults to the contract default and falls back to it for unknown values', () => {
    expect(overlapHours(DEFAULT_OVERLAP)).toBe(24);
    expect(overlapHours('now')).toBe(0);
    expect(overlapHours('7d')).toBe(168);
    expect(overlapHours('forever')).toBe(24);
  });

  it('tells when the previous key stops working', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(previousKeyExpiry(now, 'now').toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(previousKeyExpiry(now, '1h').toISOString()).toBe('2026-05-01T11:00:00.000Z');
    expect(previousKeyExpiry(now, '7d').toISOString()).toBe('2026-05-08T10:00:00.000Z');
  });
});
