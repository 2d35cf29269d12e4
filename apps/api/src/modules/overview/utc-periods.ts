/**
 * The platform's calendar is UTC: a day runs from 00:00 to 24:00 UTC, which is the local time of
 * Abidjan, Dakar, Lomé and Ouagadougou all year (Cotonou is UTC+1, so its day starts at 01:00 local).
 * Weeks start on Monday (ISO), months on the 1st.
 */
const DAY_MS = 86_400_000;

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addUtcDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Monday 00:00 UTC of the week of `date`. */
export function startOfUtcWeek(date: Date): Date {
  const day = startOfUtcDay(date);
  return addUtcDays(day, -((day.getUTCDay() + 6) % 7));
}

export function startOfUtcMonth(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

/** `YYYY-MM-DD` of a UTC day. */
export function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 00:00 UTC of a `YYYY-MM-DD` day. */
export function dayStart(key: string): Date {
  return new Date(`${key}T00:00:00.000Z`);
}

/** Every day key from `from` to `to`, both included. */
export function daysBetween(from: Date, to: Date): string[] {
  const keys: string[] = [];
  for (let d = startOfUtcDay(from); d <= to; d = addUtcDays(d, 1)) keys.push(dayKey(d));
  return keys;
}

export function daysSpanned(from: Date, to: Date): number {
  return Math.round((startOfUtcDay(to).getTime() - startOfUtcDay(from).getTime()) / DAY_MS) + 1;
}
