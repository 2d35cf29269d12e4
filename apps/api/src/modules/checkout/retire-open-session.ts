import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getOpenAttempt, lockCheckoutSession, updateCheckoutSession } from './checkout-repository.ts';

/**
 * Closes an open session whose source changed its terms (a single-use link edited), so the next
 * visitor gets a new session with the new terms. The session row is locked, so no payment can
 * start meanwhile; while a payment on it is under way the change is refused (409).
 */
export async function retireOpenSession(tx: Db, sessionId: string): Promise<void> {
  const session = await lockCheckoutSession(tx, sessionId);
  if (!session || session.status !== 'open') return;
  if (await getOpenAttempt(tx, session.id)) throw new AppError('CHECKOUT_PAYMENT_IN_PROGRESS');
  await updateCheckoutSession(tx, session.id, { status: 'expired' });
}
