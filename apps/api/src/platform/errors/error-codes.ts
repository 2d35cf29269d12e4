/**
 * Every error code the API answers, with its HTTP status. Messages live in the i18n catalogs
 * under `errors.<CODE>`; the code is stable, the message follows the request's language.
 */
export const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  MALFORMED_JSON: 400,
  BAD_REQUEST: 400,
  WRONG_PASSWORD: 400,
  UNSUPPORTED_FILE_TYPE: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  ACCOUNT_INACTIVE: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  LINK_INVALID: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  LINK_EXPIRED: 410,
  SIGNUP_STEP_DONE: 409,
  PAYLOAD_TOO_LARGE: 413,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
