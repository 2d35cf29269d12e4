import { networkName, OPERATOR_CODES, OPERATORS } from '@platform/domain';

/** The networks as select options (value: operator code, label: its display name). */
export const NETWORK_OPTIONS = OPERATOR_CODES.map((code) => ({
  value: code,
  label: OPERATORS[code].displayName,
}));

export function networkLabel(code: string | null): string {
  if (!code) return '';
  return networkName(code);
}

/** Documented limits of a file (the API's PAYOUT_LIST_MAX_ROWS and PAYOUT_LIST_MAX_FILE_BYTES). */
export const FILE_LIMITS = { rows: 100_000, sizeMb: 20 };
export const SPREADSHEET_EXTENSIONS = ['csv', 'xls', 'xlsx'];

export function isSpreadsheetName(name: string): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return SPREADSHEET_EXTENSIONS.includes(extension);
}
