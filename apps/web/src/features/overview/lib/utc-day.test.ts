import { describe, expect, it } from 'vitest';
import { parseDayKey, presetPeriod, weekStartKey } from './utc-day.ts';

describe('UTC day helpers', () => {
  const now = new Date('2026-03-04T23:30:00Z'); // a Wednesday

  it('starts weeks on Monday in UTC', () => {
    expect(weekStartKey(now)).toBe('2026-03-02');
    expect(weekStartKey(new Date('2026-03-08T12:00:00Z'))).toBe('2026-03-02');
  });

  it('computes the presets of the summary', () => {
    expect(presetPeriod('today', now)).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(presetPeriod('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-04' });
    expect(presetPeriod('lastMonth', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('last30', now)).toEqual({ from: '2026-02-03', to: '2026-03-04' });
  });

  it('accepts only real calendar days', () => {
    expect(parseDayKey('2026-02-28')).toBe('2026-02-28');
    expect(parseDayKey('2026-02-30')).toBeNull();
    expect(parseDayKey('hier')).toBeNull();
    expect(parseDayKey(null)).toBeNull();
  });
});
