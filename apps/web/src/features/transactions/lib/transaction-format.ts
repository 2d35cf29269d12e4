import type { TransactionPublicStatus } from '@platform/contracts';

export const STATUS_COLORS: Record<TransactionPublicStatus, string> = {
  SUCCESSFUL: 'green',
  PENDING: 'yellow',
  FAILED: 'red',
};

/** A customer's name from its parts, or null. */
export function customerName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(' ').trim();
  return name || null;
}

const countFormats = new Map<string, Intl.NumberFormat>();
/** One formatter per language and kind: making one costs more than a render of the list on a phone. */
function countFormat(locale: string, exact: boolean): Intl.NumberFormat {
  const key = `${locale}:${exact}`;
  let format = countFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, exact ? {} : { maximumSignificantDigits: 2 });
    countFormats.set(key, format);
  }
  return format;
}

/** "1 234", or "≈ 26 000" for an estimated count (two significant digits), in the page's language. */
export function formatCount(total: number, exact: boolean, locale: string): string {
  if (exact) return countFormat(locale, true).format(total);
  return `≈ ${countFormat(locale, false).format(total)}`;
}
