import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { runCheckoutAttemptHooks } from './checkout-attempt-hooks.ts';
import {
  countSessionAttempts,
  getOpenAttempt,
  insertCheckoutPayment,
  lockCheckoutSession,
  updateCheckoutSession,
} from './checkout-repository.ts';
import { sessionStatus } from './checkout-view.ts';

/** A session accepts at most this many payment attempts (a public page: it bounds abuse). */
export const MAX_ATTEMPTS_PER_SESSION = 10;

/**
 * Links a new attempt (its transaction row, just written in `tx`) to its session, under the
 * session's lock so concurrent attempts are decided one at a time. Refused, and nothing is
 * written, when the session is paid or expired, when an earlier attempt is still waiting for
 * the operator (one payment at a time: never charge twice), or after too many attempts.
 */
export async function claimCheckoutAttempt(
  tx: Db,
  sessionId: string,
  transactionId: string,
  method: 'mobile' | 'card',
) {
  const session = await lockCheckoutSession(tx, sessionId);
  if (!session) throw new AppError('CHECKOUT_SESSION_NOT_FOUND');
  const status = sessionStatus(session);
  if (status === 'paid') throw new AppError('CHECKOUT_SESSION_PAID');
  if (status === 'expired') throw new AppError('CHECKOUT_SESSION_EXPIRED');
  if (await getOpenAttempt(tx, sessionId)) throw new AppError('CHECKOUT_PAYMENT_IN_PROGRESS');
  if ((await countSessionAttempts(tx, sessionId)) >= MAX_ATTEMPTS_PER_SESSION)
    throw new AppError('CHECKOUT_TOO_MANY_ATTEMPTS');
  await runCheckoutAttemptHooks(tx, session);
  await insertCheckoutPayment(tx, { transactionId, sessionId, method });
  await updateCheckoutSession(tx, sessionId, { transactionId });
}

/** Refuses early (before any write) what claimCheckoutAttempt would refuse anyway. */
export function assertPayable(session: Parameters<typeof sessionStatus>[0]) {
  const status = sessionStatus(session);
  if (status === 'paid') throw new AppError('CHECKOUT_SESSION_PAID');
  if (status === 'expired') throw new AppError('CHECKOUT_SESSION_EXPIRED');
}
