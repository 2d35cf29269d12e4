/** Spec section 9: token lifetimes, in seconds. */
export const ACCESS_TOKEN_TTL_SECONDS = 1800;
export const REFRESH_TOKEN_TTL_SECONDS = 2_592_000;

/** Login throttling: at most this many failures in the window, per account and per IP. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

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
