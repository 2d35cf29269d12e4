import type { Locale } from '@platform/domain';

const TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES' };

/** A date (and time) in the spec's style: day first, 24-hour clock. */
export function formatDateTime(value: Date | string | number, locale: Locale = 'fr'): string {
  return new Intl.DateTimeFormat(TAGS[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value));
}

export function formatDate(value: Date | string | number, locale: Locale = 'fr'): string {
  return new Intl.DateTimeFormat(TAGS[locale], { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(value),
  );
}

/** An amount of XOF (a currency without decimals), given as an integer number of francs. */
export function formatAmount(amount: number | bigint, locale: Locale = 'fr'): string {
  return new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: 'XOF' }).format(amount);
}
