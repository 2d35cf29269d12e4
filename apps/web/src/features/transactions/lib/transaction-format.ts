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

/** "1 234", or "≈ 26 000" for an estimated count (two significant digits), in the page's language. */
export function formatCount(total: number, exact: boolean, locale: string): string {
  if (exact) return new Intl.NumberFormat(locale).format(total);
  return `≈ ${new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }).format(total)}`;
}
