import type { ShopRow } from '../shops/shops-repository.ts';
import type { ApiKeyRow } from './api-keys-repository.ts';

/**
 * The collection API's per-process memory of API key → key row and shop, so a busy key costs no
 * statement: an entry is used for at most `API_KEY_CACHE_MS` after it was read. Revoking or
 * rolling a key, or changing a shop, through this process forgets every entry at once; another
 * API process notices within `API_KEY_CACHE_MS` (the documented revocation delay). The expiry of
 * a key (`expires_at`) is checked on every request, cached or not. Only keys that were found are
 * remembered, so unknown secrets cannot fill it.
 */
export const API_KEY_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

export type CachedApiKey = { key: ApiKeyRow; shop: ShopRow };

const entries = new Map<string, { found: CachedApiKey; until: number }>();
/** Reads under way: the requests that miss at the same time (an entry just ran out) share one. */
const reading = new Map<string, Promise<CachedApiKey | undefined>>();
/** Bumped by every `forgetApiKeys`: a read that started before it is not remembered. */
let generation = 0;

/** The entry of a key hash, if read less than `API_KEY_CACHE_MS` ago. */
export function cachedApiKey(keyHash: string, now: number): CachedApiKey | undefined {
  const entry = entries.get(keyHash);
  if (!entry) return undefined;
  if (entry.until > now) return entry.found;
  entries.delete(keyHash);
  return undefined;
}

/** Where reads stand now; pass it to `rememberApiKey` with what the read found. */
export const apiKeyCacheGeneration = () => generation;

export function rememberApiKey(keyHash: string, found: CachedApiKey, readAt: number, now: number) {
  if (readAt !== generation) return;
  if (entries.size >= MAX_ENTRIES && !entries.has(keyHash)) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(keyHash, { found, until: now + API_KEY_CACHE_MS });
}

/**
 * The key of a hash as remembered, else as `read` finds it (then remembered): one read for all
 * the requests asking for it at the same time.
 */
export function rememberedApiKey(
  keyHash: string,
  read: () => Promise<CachedApiKey | undefined>,
): Promise<CachedApiKey | undefined> {
  const cached = cachedApiKey(keyHash, Date.now());
  if (cached) return Promise.resolve(cached);
  let pending = reading.get(keyHash);
  if (!pending) {
    const readAt = generation;
    const started = read()
      .then((found) => {
        if (found) rememberApiKey(keyHash, found, readAt, Date.now());
        return found;
      })
      .finally(() => {
        if (reading.get(keyHash) === started) reading.delete(keyHash);
      });
    reading.set(keyHash, started);
    pending = started;
  }
  return pending;
}

/** Forgets every remembered key and shop (after a revocation, a roll or a shop change). */
export function forgetApiKeys() {
  generation++;
  entries.clear();
  reading.clear();
}
