import { COUNTRIES, normalizePhone } from '@platform/domain';

/**
 * The phone numbers (stored form: dialing code and national number, digits only) a search text
 * may mean: an international number as typed, or a national number of any of our countries.
 * Empty when the text is not a phone number.
 */
export function phoneCandidates(text: string): string[] {
  const compact = text.replace(/[\s.\-()]/g, '');
  if (!/^(\+|00)?\d{6,15}$/.test(compact)) return [];
  const found = new Set<string>();
  const international = normalizePhone(compact);
  if (international) found.add(international.e164.replace(/^\+/, ''));
  for (const country of COUNTRIES) {
    const local = normalizePhone(compact, country);
    if (local) found.add(local.e164.replace(/^\+/, ''));
  }
  if (/^\d+$/.test(compact)) found.add(compact);
  return [...found];
}
