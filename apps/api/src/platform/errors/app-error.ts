import { ERROR_CODES, type ErrorCode } from './error-codes.ts';

export type ErrorDetail = { path: string; message: string };

/** A refusal the client can act on: a stable code, localized by the error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: Record<string, string | number>;
  readonly details: ErrorDetail[] | undefined;
  readonly retryAfter: number | undefined;

  constructor(
    code: ErrorCode,
    options: { params?: Record<string, string | number>; details?: ErrorDetail[]; retryAfter?: number } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code];
    this.params = options.params ?? {};
    this.details = options.details;
    this.retryAfter = options.retryAfter;
  }
}

/**
 * An error of a module that knows its entry in the error-code table (e.g. a ledger refusal): the
 * error handler answers it with that code and status instead of a 500.
 */
export type CodedError = Error & { readonly errorCode: ErrorCode };

export function isCodedError(error: unknown): error is CodedError {
  const code = error instanceof Error ? (error as { errorCode?: unknown }).errorCode : undefined;
  return typeof code === 'string' && code in ERROR_CODES;
}
