import { COUNTRIES, detectOperator, type OperatorCode } from '@platform/domain';

/**
 * The network of a number typed by the merchant, from the spec's prefix table: an international
 * number as written, else a national number of Benin first (the first market), then the others.
 */
export function detectNetwork(phone: string): OperatorCode | null {
  const compact = phone.replace(/[\s.\-()]/g, '');
  if (!/^(\+|00)?\d{6,15}$/.test(compact)) return null;
  if (compact.startsWith('+') || compact.startsWith('00')) return detectOperator(compact);
  for (const country of COUNTRIES) {
    const found = detectOperator(compact, country);
    if (found) return found;
  }
  return detectOperator(compact);
}
