import type { Messages } from './messages-fr.ts';

export const en: Messages = {
  errors: {
    VALIDATION_ERROR: 'Some fields are not valid.',
    MALFORMED_JSON: 'The request body is not valid JSON.',
    BAD_REQUEST: 'Invalid request.',
    WRONG_PASSWORD: 'Wrong password.',
    UNSUPPORTED_FILE_TYPE: 'You must choose a Jpeg, Jpg, Png or pdf file',
    UNAUTHENTICATED: 'You must be signed in.',
    INVALID_CREDENTIALS: 'Wrong e-mail address or password.',
    SESSION_EXPIRED: 'Your session has expired. You will be redirected to sign in again.',
    ACCOUNT_INACTIVE: 'This account is not active yet. Finish your sign-up from the link we e-mailed you.',
    FORBIDDEN: 'You are not allowed to access this part.',
    NOT_FOUND: 'Resource not found.',
    LINK_INVALID: 'This link is not valid.',
    ROUTE_NOT_FOUND: 'No service answers at this address.',
    METHOD_NOT_ALLOWED: 'Method not allowed.',
    CONFLICT: 'Conflicts with an operation in progress.',
    LINK_EXPIRED: 'This link has expired.',
    SIGNUP_STEP_DONE: 'This step of your sign-up is already done.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    FILE_TOO_LARGE: 'The file must not exceed {size} MB.',
    UNSUPPORTED_MEDIA_TYPE: 'This content type is not accepted.',
    TOO_MANY_ATTEMPTS: 'Too many sign-in attempts. Try again in {minutes} minute(s).',
    INTERNAL_ERROR: 'An error occurred.',
  },
  success: {
    signup: 'If this address can be used, a confirmation e-mail has just been sent to you.',
    resend: 'If an account with this address awaits confirmation, a new e-mail has just been sent.',
    passwordForgot: 'If an account exists with this address, a reset e-mail has just been sent.',
    passwordSet: 'Your password is saved. You can sign in.',
    passwordChanged: 'Your password has been changed.',
    passwordChecked: 'Password confirmed.',
    logout: 'You are signed out.',
  },
  mail: {
    greeting: 'Hello {name},',
    signature: 'The Payments team',
    confirmSubject: 'Confirm your e-mail address',
    confirmBody:
      'Thank you for signing up. Confirm your e-mail address to continue: this link is valid for 48 hours.',
    confirmAction: 'Confirm my address',
    existingSubject: 'You already have an account',
    existingBody:
      'Someone asked to create an account with your address, which already has one. If it was you, sign in or reset your password.',
    existingAction: 'Sign in',
    resetSubject: 'Reset your password',
    resetBody:
      'You asked to reset your password. This link is valid for 1 hour. If it was not you, ignore this message.',
    resetAction: 'Choose a new password',
    ignore: 'If you did not make this request, ignore this message.',
  },
};
