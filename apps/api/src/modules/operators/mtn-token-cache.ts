/** What fetching a token gave: a token with its lifetime, or why there is none. */
export type TokenFetch =
  | { ok: true; token: string; expiresInSeconds: number }
  | { ok: false; rejected: boolean; message: string };

/**
 * One access token (one MTN product), reused until shortly before it expires. Concurrent
 * callers share one token request; `invalidate` drops a token the operator refused.
 */
export class TokenCache {
  #token: { value: string; refreshAt: number } | null = null;
  #inFlight: Promise<TokenFetch> | null = null;

  constructor(
    private readonly fetchToken: () => Promise<TokenFetch>,
    private readonly now: () => number,
    /** Renew this long before expiry (capped at half the lifetime). */
    private readonly marginMs = 60_000,
  ) {}

  async get(): Promise<TokenFetch> {
    const cached = this.#token;
    if (cached && this.now() < cached.refreshAt) {
      return { ok: true, token: cached.value, expiresInSeconds: (cached.refreshAt - this.now()) / 1000 };
    }
    this.#inFlight ??= this.fetchToken()
      .then((result) => {
        if (result.ok) {
          const lifetimeMs = Math.max(0, result.expiresInSeconds * 1000);
          const margin = Math.min(this.marginMs, lifetimeMs / 2);
          this.#token = { value: result.token, refreshAt: this.now() + lifetimeMs - margin };
        }
        return result;
      })
      .finally(() => {
        this.#inFlight = null;
      });
    return this.#inFlight;
  }

  /** Forgets the token (only if it is still `token`, so a fresher one is kept). */
  invalidate(token?: string): void {
    if (token === undefined || this.#token?.value === token) this.#token = null;
  }
}
