import { isOperatorCode, OPERATOR_CODES, OPERATORS, type OperatorCode } from '@platform/domain';

/** Upper case, no accents, letters and digits only: "Moov Côte d'Ivoire" → "MOOVCOTEDIVOIRE". */
function squash(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

const COUNTRY_WORDS: Record<string, string[]> = {
  BJ: ['', 'BJ', 'BENIN'],
  TG: ['TG', 'TOGO'],
  CI: ['CI', 'COTEDIVOIRE', 'IVORYCOAST'],
  SN: ['SN', 'SENEGAL'],
};

/**
 * Every spelling a spreadsheet may use for a network, squashed: the operator code ("mtn_ci"),
 * the display name ("MTN Côte d'Ivoire"), family + country as in the spec's fee table
 * ("MTN CI", "MOOV TG", "TOGOCOM TG", "ORANGE SN"). Plain "MTN" and "MOOV" are Benin's, as in
 * the spec; a family alone that exists in one country only ("CELTIIS", "TOGOCOM", "FREE") is that one.
 */
const NAMES: ReadonlyMap<string, OperatorCode> = (() => {
  const names = new Map<string, OperatorCode>();
  const families = new Map<string, OperatorCode[]>();
  for (const code of OPERATOR_CODES) {
    const op = OPERATORS[code];
    names.set(squash(code), code);
    names.set(squash(op.displayName), code);
    for (const word of COUNTRY_WORDS[op.country] ?? []) names.set(squash(`${op.family}${word}`), code);
    families.set(op.family, [...(families.get(op.family) ?? []), code]);
  }
  for (const [family, codes] of families) if (codes.length === 1) names.set(family, codes[0]!);
  names.set('MTN', 'mtn');
  names.set('MOOV', 'moov');
  return names;
})();

/** The operator a cell names, or null when it names none. */
export function parseNetworkName(text: string): OperatorCode | null {
  const trimmed = text.trim();
  if (isOperatorCode(trimmed)) return trimmed;
  return NAMES.get(squash(trimmed)) ?? null;
}
