import { describe, expect, it } from 'vitest';
import { splitByHour, splitRollingWindow } from './rolling-window.ts';

const at = (iso: string) => new Date(iso);

describe('splitRollingWindow', () => {
  it('keeps the whole UTC days for the rollups and the partial days at both ends for the raw rows', () => {
    expect(splitRollingWindow({ from: at('2026-03-01T10:30:00Z'), to: at('2026-03-08T10:30:00Z') })).toEqual({
      days: { fromDay: '2026-03-02', toDay: '2026-03-08' },
      edges: [
        { from: at('2026-03-01T10:30:00Z'), to: at('2026-03-02T00:00:00Z') },
        { from: at('2026-03-08T00:00:00Z'), to: at('2026-03-08T10:30:00Z') },
      ],
    });
  });

  it('has no edge where the period starts or ends at midnight', () => {
    expect(splitRollingWindow({ from: at('2026-03-01T00:00:00Z'), to: at('2026-03-03T00:00:00Z') })).toEqual({
      days: { fromDay: '2026-03-01', toDay: '2026-03-03' },
      edges: [],
    });
  });

  it('sums a period with no whole day (a rolling day) from the raw rows only', () => {
    const w = { from: at('2026-03-01T10:30:00Z'), to: at('2026-03-02T10:30:00Z') };
    expect(splitRollingWindow(w)).toEqual({
      days: null,
      edges: [
        { from: at('2026-03-01T10:30:00Z'), to: at('2026-03-02T00:00:00Z') },
        { from: at('2026-03-02T00:00:00Z'), to: at('2026-03-02T10:30:00Z') },
      ],
    });
  });

  it('sums a period within one day as one edge', () => {
    const w = { from: at('2026-03-01T08:00:00Z'), to: at('2026-03-01T09:00:00Z') };
    expect(splitRollingWindow(w)).toEqual({ days: null, edges: [w] });
  });
});

describe('splitByHour', () => {
  it('keeps the whole UTC hours of a partial day for the rollups and the partial hours for the postings', () => {
    expect(splitByHour({ from: at('2026-03-01T10:30:00Z'), to: at('2026-03-02T00:00:00Z') })).toEqual({
      hours: { day: '2026-03-01', fromHour: 11, toHour: 24 },
      edges: [{ from: at('2026-03-01T10:30:00Z'), to: at('2026-03-01T11:00:00Z') }],
    });
    expect(splitByHour({ from: at('2026-03-08T00:00:00Z'), to: at('2026-03-08T10:30:15Z') })).toEqual({
      hours: { day: '2026-03-08', fromHour: 0, toHour: 10 },
      edges: [{ from: at('2026-03-08T10:00:00Z'), to: at('2026-03-08T10:30:15Z') }],
    });
  });

  it('sums a window with no whole hour from the postings only', () => {
    const w = { from: at('2026-03-01T10:10:00Z'), to: at('2026-03-01T10:50:00Z') };
    expect(splitByHour(w)).toEqual({ hours: null, edges: [w] });
    const across = { from: at('2026-03-01T23:30:00Z'), to: at('2026-03-02T00:00:00Z') };
    expect(splitByHour(across)).toEqual({ hours: null, edges: [across] });
  });
});
