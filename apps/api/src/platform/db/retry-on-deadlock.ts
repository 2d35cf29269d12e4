/** PostgreSQL's codes for a transaction it aborted so that others could go on. */
const RETRYABLE = new Set(['40P01', '40001']);
const TRIES = 4;

function codeOf(error: unknown): string | undefined {
  // drizzle wraps the driver's error in `cause`.
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when PostgreSQL aborted the transaction as a deadlock's victim or a serialization failure. */
export function isRetryableTransactionError(error: unknown): boolean {
  return codeOf(error) !== undefined;
}

/**
 * Runs a WHOLE transaction (`run` opens and commits it itself) again when PostgreSQL chose it as a
 * deadlock's victim (or refused it for serialization), up to 4 times, after a short random pause.
 * A victim's own locks are released only when its whole transaction ends: a retry inside it (a
 * savepoint) would leave the other transactions of the cycle waiting for it. Only for a
 * transaction with no effect outside the database before it commits; never inside another one.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= TRIES || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
