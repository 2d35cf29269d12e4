import { describe, expect, it } from 'vitest';
import { DEFAULT_RESERVE_HOLD_DAYS, reserveHoldDays, reserveOf, reserveReleaseAt } from './reserve.ts';

describe('rolling reserve', () => {
  it('holds ceil(amount × bps / 10 000), nothing without a rate, never more than the amount', () => {
    expect(reserveOf(9_830n, 1_000)).toBe(983n);
    expect(reserveOf(9_831n, 1_000)).toBe(984n);
    expect(reserveOf(1n, 1)).toBe(1n);
    expect(reserveOf(5_000n, null)).toBe(0n);
    expect(reserveOf(5_000n, 0)).toBe(0n);
    expect(reserveOf(5_000n, 10_000)).toBe(5_000n);
    expect(() => reserveOf(5_000n, 10_001)).toThrow(RangeError);
  });

  it('releases after the shop’s days, 90 by default', () => {
    expect(reserveHoldDays(null)).toBe(DEFAULT_RESERVE_HOLD_DAYS);
    expect(reserveHoldDays(7)).toBe(7);
    expect(reserveReleaseAt(new Date('2026-01-01T10:00:00Z'), 7).toISOString()).toBe(
      '2026-01-08T10:00:00.000Z',
    );
  });
});
