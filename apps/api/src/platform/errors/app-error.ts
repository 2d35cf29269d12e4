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
