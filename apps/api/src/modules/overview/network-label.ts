import { isOperatorCode, OPERATORS } from '@platform/domain';

/** The display name of a network code (`mtn` → `MTN Bénin`); unknown codes as they are. */
export function networkLabel(code: string): string {
  return isOperatorCode(code) ? OPERATORS[code].displayName : code.toUpperCase();
}
