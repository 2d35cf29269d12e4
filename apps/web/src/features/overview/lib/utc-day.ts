/**
 * Days as the platform counts them: UTC calendar days (Abidjan, Dakar, Lomé time), weeks from
 * Monday. Keys are `YYYY-MM-DD`.
 */
const DAY_MS = 86_400_000;

export function utcDayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(key: string, days: number): string {
  return utcDayKey(new Date(Date.parse(`${key}T00:00:00Z`) + days * DAY_MS));
}

/** Monday of the UTC week of `date`. */
export function weekStartKey(date: Date): string {
  const key = utcDayKey(date);
  const weekday = new Date(`${key}T00:00:00Z`).getUTCDay();
  return addDays(key, -((weekday + 6) % 7));
}

export function monthStartKey(date: Date): string {
  return `${utcDayKey(date).slice(0, 7)}-01`;
}

export type PresetKey = 'today' | 'week' | 'month' | 'lastMonth' | 'last30';

/** The periods offered next to the date-range picker. */
export function presetPeriod(preset: PresetKey, now = new Date()): { from: string; to: string } {
  const today = utcDayKey(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: weekStartKey(now), to: today };
    case 'month':
      return { from: monthStartKey(now), to: today };
    case 'lastMonth': {
      const first = monthStartKey(now);
      const lastDay = addDays(first, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/** A valid `YYYY-MM-DD` string, or null. */
export function parseDayKey(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || utcDayKey(new Date(time)) !== value ? null : value;
}
