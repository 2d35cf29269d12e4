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

const HOUR_MS = 3_600_000;

/**
 * A partial day (a window within one UTC day) cut at whole UTC hours: the whole hours in it (its
 * day and hours [fromHour, toHour)), which the fee rollups hold by hour, and the partial hours at
 * its ends (each under an hour), which are summed from the postings.
 */
export function splitByHour(w: TimeWindow): {
  hours: { day: string; fromHour: number; toHour: number } | null;
  edges: TimeWindow[];
} {
  const hourFrom = new Date(Math.ceil(w.from.getTime() / HOUR_MS) * HOUR_MS);
  const hourTo = new Date(Math.floor(w.to.getTime() / HOUR_MS) * HOUR_MS);
  if (hourFrom >= hourTo) return { hours: null, edges: [w] };
  const edges: TimeWindow[] = [];
  if (w.from < hourFrom) edges.push({ from: w.from, to: hourFrom });
  if (hourTo < w.to) edges.push({ from: hourTo, to: w.to });
  const day = startOfUtcDay(hourFrom);
  const hourOf = (d: Date) => (d.getTime() - day.getTime()) / HOUR_MS;
  return { hours: { day: dayKey(day), fromHour: hourOf(hourFrom), toHour: hourOf(hourTo) }, edges };
}
