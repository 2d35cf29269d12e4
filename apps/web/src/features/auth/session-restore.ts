import type { LoginResponse } from '@platform/contracts';
import { refreshSession } from '../../shared/api/http.ts';

let started: Promise<LoginResponse> | null = null;

/**
 * Asks for the session (the refresh cookie traded for an access token) as the app starts, beside
 * its texts and the page's chunks, rather than once the first render is done.
 */
export function startSessionRestore(): Promise<LoginResponse> {
  const restore = refreshSession();
  started = restore;
  restore.catch(() => {
    // The provider reads the outcome (takeSessionRestore).
  });
  return restore;
}

/** The restore started at start, once; else a new one (a later mount, the tests). */
export function takeSessionRestore(): Promise<LoginResponse> {
  const restore = started ?? refreshSession();
  started = null;
  return restore;
}
