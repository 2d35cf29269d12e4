import { LOGIN_FAILURE_WINDOW_SECONDS, PASSWORD_CHECK_MAX_FAILURES } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { passwordCheckFailuresSince } from './login-attempts-repository.ts';
import { tooManyAttempts } from './login-throttle.ts';

/**
 * Refuses a password confirmation before any hash is computed when this user has given 10 wrong
 * passwords in the last 15 minutes (since their last right one). It locks the user's own
 * confirmations, never a sign-in, never another user (docs/security.md).
 */
export async function assertPasswordCheckAllowed(db: Db, userId: string, now: Date) {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_SECONDS * 1000);
  const failures = await passwordCheckFailuresSince(db, userId, windowStart);
  if (failures.total >= PASSWORD_CHECK_MAX_FAILURES && failures.oldest)
    throw tooManyAttempts('TOO_MANY_PASSWORD_CHECKS', failures.oldest, now);
}
