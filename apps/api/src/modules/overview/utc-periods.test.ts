import { describe, expect, it } from 'vitest';
import { daysBetween, daysSpanned, startOfUtcDay, startOfUtcMonth, startOfUtcWeek } from './utc-periods.ts';

describe('UTC periods', () => {
  it('starts the day at 00:00 UTC whatever the hour', () => {
    expect(startOfUtcDay(new Date('2026-11-21T23:59:59.999Z')).toISOString()).toBe(
      '2026-11-21T00:00:00.000Z',
    );
  });

  it('starts the week on Monday, a Sunday belonging to the week before', () => {
    expect(startOfUtcWeek(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(startOfUtcWeek(new Date('2026-11-22T23:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(startOfUtcWeek(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('starts the month on the 1st and lists every day of a range', () => {
    expect(startOfUtcMonth(new Date('2026-03-31T12:00:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(daysBetween(new Date('2026-02-27T00:00:00Z'), new Date('2026-03-02T00:00:00Z'))).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysSpanned(new Date('2026-01-01T00:00:00Z'), new Date('2026-12-31T00:00:00Z'))).toBe(365);
  });
});
