/** Spec section 9: after a failed chunk load the page reloads, at most once per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk_reload_at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

/** True for the errors browsers raise when a lazy chunk (often of an older build) cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR.test(message);
}

/**
 * Reloads the page unless it already did so less than a minute ago (the time is kept in
 * sessionStorage, so a broken deployment cannot loop). Returns whether a reload was started.
 */
export function reloadAfterChunkError(
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0) || 0;
  } catch {
    // no storage: reload anyway, the browser's own cache rules still apply
  }
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // ignore
  }
  reload();
  return true;
}
