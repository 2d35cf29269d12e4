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
