import { addUtcDays, dayKey, startOfUtcDay } from '../overview/utc-periods.ts';

export type TimeWindow = { from: Date; to: Date };

/**
 * A rolling period cut at UTC midnights: the whole days in it (`YYYY-MM-DD`, `toDay` excluded),
 * which the rollups hold, and the partial days at its ends (each under a day), which are summed
 * from the raw rows. A period of a day or less has no whole day: its one or two edges.
 */
export function splitRollingWindow(w: TimeWindow): {
  days: { fromDay: string; toDay: string } | null;
  edges: TimeWindow[];
} {
  const first = startOfUtcDay(w.from);
  const dayFrom = first.getTime() === w.from.getTime() ? first : addUtcDays(first, 1);
  const dayTo = startOfUtcDay(w.to);
  const headEnd = dayFrom < w.to ? dayFrom : w.to;
  const tailStart = dayTo > headEnd ? dayTo : headEnd;
  const edges: TimeWindow[] = [];
  if (w.from < headEnd) edges.push({ from: w.from, to: headEnd });
  if (tailStart < w.to) edges.push({ from: tailStart, to: w.to });
  const days = dayFrom < dayTo ? { fromDay: dayKey(dayFrom), toDay: dayKey(dayTo) } : null;
  return { days, edges };
}
