import {
  COUNTRIES,
  type Country,
  DIAL_CODES,
  isCountry,
  NATIONAL_NUMBER_LENGTHS,
  OPERATORS,
  type OperatorCode,
} from './operators.ts';
import { PHONE_PREFIXES, prefixesOf } from './phone-prefixes.ts';

export interface NormalizedPhone {
  readonly country: Country;
  /** Dialing code without +, e.g. '229'. */
  readonly dialCode: string;
  /** The national number, digits only, e.g. '0197000000'. */
  readonly national: string;
  /** E.164 form, e.g. '+2290197000000'. */
  readonly e164: string;
}

/** Separators people type inside a phone number: spaces (any), dashes, dots, brackets, slashes. */
const SEPARATORS = /[\s\-.()/\u2010-\u2015]/g;

/**
 * Whether `national` is a well-formed local number of `country`: digits only, the country's
 * length, not starting with 00 (the international access code in all four countries, so no
 * national number can start with it), and for Benin the leading 01 of the 10-digit plan.
 * Says nothing of the network.
 */
export function isValidLocalNumber(national: string, country: Country): boolean {
  if (!/^\d+$/.test(national) || national.length !== NATIONAL_NUMBER_LENGTHS[country]) return false;
  if (national.startsWith('00')) return false;
  if (country === 'BJ') return national.startsWith('01');
  return true;
}

function build(country: Country, national: string): NormalizedPhone | null {
  if (!isValidLocalNumber(national, country)) return null;
  const dialCode = DIAL_CODES[country];
  return { country, dialCode, national, e164: `+${dialCode}${national}` };
}

/** The country whose dialing code starts `digits` and whose national number fills the rest. */
function splitInternational(digits: string): NormalizedPhone | null {
  for (const country of COUNTRIES) {
    const dialCode = DIAL_CODES[country];
    if (digits.startsWith(dialCode)) return build(country, digits.slice(dialCode.length));
  }
  return null;
}

/**
 * Reads a phone number as people type it: spaces, dashes, dots and brackets are ignored; it
 * may start with + or 00 then a dialing code, or carry the dialing code without them, or be
 * a national number alone (then `country` is required). An explicit + or 00 always wins over
 * `country`, which only says how to read numbers without a dialing code. Returns null for
 * anything that is not a well-formed number of BJ, TG, CI or SN. Idempotent:
 * normalizePhone(x.e164) and normalizePhone(x.national, x.country) give x back.
 */
export function normalizePhone(input: string, country?: Country): NormalizedPhone | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(SEPARATORS, '');
  const match = /^(\+|00)?(\d+)$/.exec(compact);
  if (!match) return null;
  const [, international, digits = ''] = match;
  if (international) return splitInternational(digits);
  if (country !== undefined) {
    if (!isCountry(country)) return null;
    if (digits.length === NATIONAL_NUMBER_LENGTHS[country]) return build(country, digits);
    const dialCode = DIAL_CODES[country];
    if (digits.startsWith(dialCode)) return build(country, digits.slice(dialCode.length));
    return null;
  }
  return splitInternational(digits);
}

/**
 * The network of a number from the spec's prefix table, or null when no prefix matches (or
 * the input is not a number). Wave is never detected: it works on any SIM. A string is read
 * with normalizePhone(phone, country).
 */
export function detectOperator(phone: string | NormalizedPhone, country?: Country): OperatorCode | null {
  const normalized = typeof phone === 'string' ? normalizePhone(phone, country) : phone;
  if (!normalized) return null;
  let best: { operator: OperatorCode; length: number } | null = null;
  const table = PHONE_PREFIXES[normalized.country];
  for (const [operator, prefixes] of Object.entries(table) as [OperatorCode, readonly string[]][]) {
    for (const prefix of prefixes) {
      if (normalized.national.startsWith(prefix) && (!best || prefix.length > best.length)) {
        best = { operator, length: prefix.length };
      }
    }
  }
  return best?.operator ?? null;
}

/**
 * Whether a number can be used with the operator the customer picked: same country, and the
 * number's prefix is one of the operator's. Operators without prefixes in the table (Wave,
 * and Orange CI and Free SN for which the spec gives none) accept any number of their country.
 */
export function phoneMatchesOperator(phone: string | NormalizedPhone, operator: OperatorCode): boolean {
  const { country } = OPERATORS[operator];
  const normalized = typeof phone === 'string' ? normalizePhone(phone, country) : phone;
  if (!normalized || normalized.country !== country) return false;
  if (prefixesOf(operator).length === 0) return true;
  return detectOperator(normalized) === operator;
}
