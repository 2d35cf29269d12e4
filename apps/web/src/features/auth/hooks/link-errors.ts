import { isApiError } from '../../../shared/api/api-error.ts';

/** Expired (410 LINK_EXPIRED) or unknown (404 LINK_INVALID) e-mail links. */
export function isDeadLink(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'LINK_EXPIRED' ||
      error.code === 'LINK_INVALID' ||
      error.status === 410 ||
      error.status === 404)
  );
}

/**
 * What reading a link's token may answer when the link is no good: expired, unknown, or not even
 * shaped like a token (400: "/signin/newpassword/abc" used to show "Certains champs ne sont pas
 * valides." with no way out). Only for reading a link; a form's 400 is about its fields.
 */
export function isBadLink(error: unknown): boolean {
  return isDeadLink(error) || (isApiError(error) && error.status === 400);
}
