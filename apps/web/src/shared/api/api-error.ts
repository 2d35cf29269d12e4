import type { ErrorResponse } from '@platform/contracts';

export type ApiErrorDetail = { path: string; message: string };

/** An API answer other than 2xx, or a request that never reached the server (status 0, NETWORK_ERROR). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[] | undefined;
  readonly retryAfter: number | undefined;

  constructor(status: number, body: Partial<ErrorResponse> & { code: string; message: string }) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.details = body.details;
    this.retryAfter = body.retry_after;
  }

  /** The wire shape `{status, code, message, details?, retry_after?}`. */
  toJSON() {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      details: this.details,
      retry_after: this.retryAfter,
    };
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads an error body; tolerates proxies answering HTML or nothing. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (body && typeof body === 'object' && 'code' in body && 'message' in body) {
    const b = body as ErrorResponse;
    return new ApiError(response.status, {
      code: String(b.code),
      message: String(b.message),
      details: Array.isArray(b.details) ? b.details : undefined,
      retry_after: typeof b.retry_after === 'number' ? b.retry_after : undefined,
    });
  }
  return new ApiError(response.status, {
    code: `HTTP_${response.status}`,
    message: response.statusText || '',
  });
}
