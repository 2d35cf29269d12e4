/** Delays before attempts 2…8 of a delivery: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** Seconds to wait after `attempts` failed attempts, or null when retries are exhausted. */
export function retryDelayAfter(attempts: number): number | null {
  return attempts >= 1 && attempts <= RETRY_DELAYS_SECONDS.length
    ? RETRY_DELAYS_SECONDS[attempts - 1]!
    : null;
}

/** An attempt taking longer than this counts as failed. */
export const DELIVERY_TIMEOUT_MS = 15_000;
