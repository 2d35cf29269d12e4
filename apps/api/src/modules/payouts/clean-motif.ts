/** Longest motif sent to operators (MTN accepts 160, the generic protocol 100). */
export const MOTIF_MAX_LENGTH = 100;

/**
 * A motif operators accept: accents folded to ASCII (é → e), then only letters, digits, spaces
 * and . , ' - _ / : kept; runs of spaces collapsed; trimmed; at most 100 characters. Characters
 * such as < > & " % # ; * and emoji are refused by several operators' notes and disappear here.
 * Empty after cleaning: null (the operator gets a default text).
 */
export function cleanMotif(input: string | null | undefined): string | null {
  if (!input) return null;
  const cleaned = input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,'\-_/:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MOTIF_MAX_LENGTH)
    .trim();
  return cleaned.length > 0 ? cleaned : null;
}
