/** Spec section 9: token lifetimes, in seconds. */
export const ACCESS_TOKEN_TTL_SECONDS = 1800;
export const REFRESH_TOKEN_TTL_SECONDS = 2_592_000;

/**
 * Throttling of passwords (docs/security.md), all over the same sliding window of 15 minutes and
 * counted in the database, so every API process agrees:
 * - sign-in, per account: 10 failures lock that account's sign-in (failures before its last
 *   success do not count);
 * - sign-in, per address: failures on 100 distinct accounts lock the address (credential
 *   stuffing), so one person's typos never lock the neighbours behind a shared address;
 * - password confirmations (money leaving, the sandbox switch), per user: 10 wrong passwords lock
 *   that user's confirmations only, never a sign-in.
 * Every refusal is answered before any hash is computed.
 */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_ADDRESS_MAX_FAILED_ACCOUNTS = 100;
export const PASSWORD_CHECK_MAX_FAILURES = 10;

/** Lifetime of the links sent by e-mail. */
export const EMAIL_CONFIRMATION_TTL_SECONDS = 48 * 3600;
export const PASSWORD_RESET_TTL_SECONDS = 3600;
export const SIGNUP_TICKET_TTL_SECONDS = 7 * 24 * 3600;

export const PASSWORD_MIN_LENGTH = 8;

/** Uploaded identity documents. */
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const IMAGE_OR_PDF_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;

/** A staff invitation link (set a first password) stays valid this long. */
export const STAFF_INVITATION_TTL_SECONDS = 72 * 3600;
