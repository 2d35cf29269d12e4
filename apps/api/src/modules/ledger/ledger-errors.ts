import type { CodedError } from '../../platform/errors/app-error.ts';
import { ERROR_CODES, type ErrorCode } from '../../platform/errors/error-codes.ts';

/**
 * Why the ledger refused an entry, and its code in the API's one error table
 * (platform/errors/error-codes.ts), so a refusal reaching a route answers a 4xx with a code, never
 * a 500. INSUFFICIENT_FUNDS and IDEMPOTENCY_CONFLICT are the caller's to answer (a payout larger
 * than the balance, a reused key with another movement); the others mean the calling code built a
 * wrong entry: the entry is refused (422) and nothing is written.
 */
export const LEDGER_ERROR_CODES = {
  INSUFFICIENT_FUNDS: 'LEDGER_INSUFFICIENT_FUNDS',
  IDEMPOTENCY_CONFLICT: 'LEDGER_IDEMPOTENCY_CONFLICT',
  UNBALANCED_ENTRY: 'LEDGER_UNBALANCED_ENTRY',
  INVALID_POSTING: 'LEDGER_INVALID_POSTING',
  ACCOUNT_NOT_FOUND: 'LEDGER_ACCOUNT_NOT_FOUND',
  MODE_MISMATCH: 'LEDGER_MODE_MISMATCH',
} as const satisfies Record<string, ErrorCode>;

export type LedgerErrorCode = keyof typeof LEDGER_ERROR_CODES;

export class LedgerError extends Error implements CodedError {
  readonly code: LedgerErrorCode;
  /** Its code in the API's error table, and that code's HTTP status. */
  readonly errorCode: ErrorCode;
  readonly status: number;
  readonly details: Record<string, string>;

  constructor(code: LedgerErrorCode, message: string, details: Record<string, string> = {}) {
    super(`${code}: ${message}`);
    this.name = 'LedgerError';
    this.code = code;
    this.errorCode = LEDGER_ERROR_CODES[code];
    this.status = ERROR_CODES[this.errorCode];
    this.details = details;
  }
}

export function isLedgerError(error: unknown, code?: LedgerErrorCode): error is LedgerError {
  return error instanceof LedgerError && (code === undefined || error.code === code);
}
