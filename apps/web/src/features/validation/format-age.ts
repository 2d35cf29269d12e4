import type { Locale } from '@platform/domain';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How long something has waited, in the page's language ("il y a 3 jours", "2 hours ago"). */
export function formatAge(seconds: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(-Math.max(0, Math.floor(seconds)), 'second');
}
