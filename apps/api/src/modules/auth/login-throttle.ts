import {
  LOGIN_ADDRESS_MAX_FAILED_ACCOUNTS,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_FAILURES,
} from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  accountFailuresSince,
  failedAccountsFromAddress,
  lastSuccessAt,
} from './login-attempts-repository.ts';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_SECONDS * 1000;

/** The 429 of a lock that lifts when the failure at `until - window` leaves the window. */
export function tooManyAttempts(
  code: 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_PASSWORD_CHECKS',
  leaves: Date,
  now: Date,
) {
  const retryAfter = Math.max(1, Math.ceil((leaves.getTime() + WINDOW_MS - now.getTime()) / 1000));
  return new AppError(code, { retryAfter, params: { minutes: Math.ceil(retryAfter / 60) } });
}

/**
 * Refuses a sign-in before any hash is computed (docs/security.md) when the account has had 10
 * failures in the last 15 minutes (a success clears its count), or when the address has had
 * failures on 100 distinct accounts in that window (credential stuffing). Below that, failures
 * on one account from a shared address (a carrier's NAT, an office) lock that account alone.
 */
export async function assertLoginAllowed(db: Db, email: string, ip: string, now: Date) {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const [account, address] = await Promise.all([
    lastSuccessAt(db, email).then((success) =>
      accountFailuresSince(db, email, success && success > windowStart ? success : windowStart),
    ),
    failedAccountsFromAddress(db, ip, windowStart, LOGIN_ADDRESS_MAX_FAILED_ACCOUNTS),
  ]);
  // Each lock lifts when the failure that completed it leaves the window: the account's oldest
  // counted failure; the last failure of the 100th most recent account from the address.
  const lifts: Date[] = [];
  if (account.total >= LOGIN_MAX_FAILURES && account.oldest) lifts.push(account.oldest);
  if (address.length >= LOGIN_ADDRESS_MAX_FAILED_ACCOUNTS) lifts.push(address[address.length - 1]!);
  if (lifts.length === 0) return;
  const latest = lifts.reduce((a, b) => (a > b ? a : b));
  throw tooManyAttempts('TOO_MANY_ATTEMPTS', latest, now);
}
