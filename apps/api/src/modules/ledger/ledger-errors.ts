/**
 * Why the ledger refused an entry. INSUFFICIENT_FUNDS and IDEMPOTENCY_CONFLICT are the caller's
 * to answer (a payout larger than the balance, a reused key with another movement); the others
 * mean the calling code built a wrong entry and are bugs, never the client's fault.
 */
export const LEDGER_ERROR_CODES = {
  INSUFFICIENT_FUNDS: 422,
  IDEMPOTENCY_CONFLICT: 409,
  UNBALANCED_ENTRY: 500,
  INVALID_POSTING: 500,
  ACCOUNT_NOT_FOUND: 500,
  MODE_MISMATCH: 500,
} as const;

export type LedgerErrorCode = keyof typeof LEDGER_ERROR_CODES;

export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  /** Suggested HTTP status for the API's error table. */
  readonly status: number;
  readonly details: Record<string, string>;

  constructor(code: LedgerErrorCode, message: string, details: Record<string, string> = {}) {
    super(`${code}: ${message}`);
    this.name = 'LedgerError';
    this.code = code;
    this.status = LEDGER_ERROR_CODES[code];
    this.details = details;
  }
}

export function isLedgerError(error: unknown, code?: LedgerErrorCode): error is LedgerError {
  return error instanceof LedgerError && (code === undefined || error.code === code);
}
