import { describe, expect, it } from 'vitest';
import { ageOf } from './age.ts';

describe('ageOf', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('counts minutes, then hours, then days', () => {
    expect(ageOf('2026-11-26T11:30:00Z', now)).toEqual({ unit: 'minutes', count: 30 });
    expect(ageOf('2026-11-26T02:00:00Z', now)).toEqual({ unit: 'hours', count: 10 });
    expect(ageOf('2026-11-22T12:00:00Z', now)).toEqual({ unit: 'days', count: 4 });
  });
});
