import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_MAX_FAILURES } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { failuresSince, lastSuccessAt } from './login-attempts-repository.ts';

/**
 * Refuses before any hash is computed when the account or the IP has had 10 failures in the last
 * 15 minutes. A success clears the account's count, never the IP's.
 */
export async function assertLoginAllowed(db: Db, email: string, ip: string, now: Date) {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_SECONDS * 1000);
  const success = await lastSuccessAt(db, email);
  const accountSince = success && success > windowStart ? success : windowStart;
  const [byAccount, byIp] = await Promise.all([
    failuresSince(db, { email }, accountSince),
    failuresSince(db, { ip }, windowStart),
  ]);
  const blocked = [byAccount, byIp].filter((f) => f.total >= LOGIN_MAX_FAILURES && f.oldest);
  if (blocked.length === 0) return;
  const waitSeconds = Math.max(
    ...blocked.map((f) =>
      Math.ceil((f.oldest!.getTime() + LOGIN_FAILURE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000),
    ),
  );
  const retryAfter = Math.max(1, waitSeconds);
  throw new AppError('TOO_MANY_ATTEMPTS', { retryAfter, params: { minutes: Math.ceil(retryAfter / 60) } });
}
