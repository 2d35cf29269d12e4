import type { Locale } from './locales.ts';
import { normalizePhone } from './phone.ts';

/** The one display form of each kind of value, for every screen, e-mail and receipt. */

/** The BCP 47 tag each language is formatted with. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES' };
const TAGS = LOCALE_TAGS;

/** The currency label, the same in every language (XOF is written "F CFA" where it is paid). */
export const MONEY_LABEL = 'F\u00a0CFA';

/**
 * One formatter per language and kind, made at first use: making one costs more than formatting
 * with it (about 0.5 ms on a phone, once per row of a list otherwise).
 */
function cached<T>(formats: Map<Locale, T>, locale: Locale, make: (tag: string) => T): T {
  let format = formats.get(locale);
  if (!format) {
    format = make(TAGS[locale]);
    formats.set(locale, format);
  }
  return format;
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A whole number with the locale's digit grouping, also for four digits (es-ES skips it by default). */
export function formatNumber(value: number | bigint, locale: Locale = 'fr'): string {
  const format = cached(
    numberFormats,
    locale,
    (tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: 'always' }),
  );
  // Narrow no-break spaces (fr) become plain no-break spaces: one look in every font.
  return format.format(value).replace(/\u202f/g, '\u00a0');
}

/** A percentage given in percent (97.5 → fr "97,5 %", en "97.5%"), one decimal at most. */
export function formatPercent(value: number, locale: Locale = 'fr'): string {
  return new Intl.NumberFormat(TAGS[locale], { style: 'percent', maximumFractionDigits: 1 })
    .format(value / 100)
    .replace(/\u202f/g, '\u00a0');
}

/**
 * An amount of XOF (no decimals), given as an integer number of francs: the number in the
 * locale's grouping, then the one label: fr "10 640 F CFA", en "10,640 F CFA", es "10.640 F CFA".
 */
export function formatMoney(amount: number | bigint, locale: Locale = 'fr'): string {
  return `${formatNumber(amount, locale)}\u00a0${MONEY_LABEL}`;
}

/** Pairs of digits, except Senegal's 2-3-2-2 plan: 77 123 45 67. */
function groupNational(national: string, dialCode: string): string {
  if (dialCode === '221' && national.length === 9) {
    return `${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
  }
  return national.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/**
 * A phone number as people read it: "+229 01 97 00 00 00", whatever form it was stored or typed in
 * (E.164 with or without +, national with `country`). Anything that is not a number of our
 * countries is shown as given.
 */
export function formatPhone(
  value: string | null | undefined,
  country?: Parameters<typeof normalizePhone>[1],
): string {
  if (!value) return '';
  const phone = normalizePhone(value, country);
  if (!phone) return value;
  return `+${phone.dialCode} ${groupNational(phone.national, phone.dialCode)}`;
}

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A date and time in the spec's style: day first, 24-hour clock (31/01/2025 17:05). */
export function formatDateTime(value: Date | string | number, locale: Locale = 'fr'): string {
  return cached(
    dateTimeFormats,
    locale,
    (tag) =>
      new Intl.DateTimeFormat(tag, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(new Date(value));
}

/** A date alone, day first (31/01/2025). */
export function formatDate(value: Date | string | number, locale: Locale = 'fr'): string {
  return cached(
    dateFormats,
    locale,
    (tag) => new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric' }),
  ).format(new Date(value));
}

/**
 * A UTC day of a chart's axis ("2026-11-26"), day first without the year, in every language: 26/11
 * (Intl's es-ES drops the leading zeros that fr and en keep).
 */
export function formatChartDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}
