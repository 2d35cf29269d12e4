import type { LoginResponse } from '@platform/contracts';
import { refreshSession } from '../../shared/api/http.ts';

/** How the restore ended: the session, or why there is none (a 401: signed out). */
export type SessionOutcome = { session: LoginResponse } | { error: unknown };

let started: Promise<LoginResponse> | null = null;
let settled: SessionOutcome | undefined;

/**
 * Asks for the session (the refresh cookie traded for an access token) as the app starts, beside
 * its texts and the page's chunks, rather than once the first render is done.
 */
export function startSessionRestore(): Promise<LoginResponse> {
  const restore = refreshSession();
  started = restore;
  settled = undefined;
  restore.then(
    (session) => {
      if (started === restore) settled = { session };
    },
    (error: unknown) => {
      if (started === restore) settled = { error };
    },
  );
  return restore;
}

/**
 * The start's restore once it has ended and before the provider has taken it (a prerendered
 * signed-in page is taken over only then, main.tsx): the provider's first render starts from it,
 * not from a loader.
 */
export function settledSessionRestore(): SessionOutcome | undefined {
  return started ? settled : undefined;
}

/**
 * A session taken as known without asking: the build's prerender of a signed-in page renders the
 * frame of this (placeholder) user (build/dashboard-prerender.tsx). Never called in the browser.
 * Returns the way back to no session (the next page prerendered is a signed-out one).
 */
export function assumeSession(session: LoginResponse): () => void {
  const known = Promise.resolve(session);
  started = known;
  settled = { session };
  return () => {
    if (started !== known) return;
    started = null;
    settled = undefined;
  };
}

/** The restore started at start, once; else a new one (a later mount, the tests). */
export function takeSessionRestore(): Promise<LoginResponse> {
  const restore = started ?? refreshSession();
  started = null;
  settled = undefined;
  return restore;
}
