import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findSessionAttempts, getSessionWithShop, updateCheckoutSession } from './checkout-repository.ts';
import { sessionStatus, toSessionView } from './checkout-view.ts';

/** A session for its public page (no sign-in: the session id is the secret of the link). */
export async function getCheckoutSession(deps: Pick<AppDeps, 'db'>, id: string) {
  const context = await getSessionWithShop(deps.db, id);
  // A session of an archived or deleted shop is gone for the customer too.
  if (context?.shop.status !== 'active') throw new AppError('CHECKOUT_SESSION_NOT_FOUND');
  let { session } = context;
  if (session.status === 'open' && sessionStatus(session) === 'expired') {
    session = await updateCheckoutSession(deps.db, session.id, { status: 'expired' });
  }
  const [latest] = await findSessionAttempts(deps.db, session.id, 1);
  return toSessionView(session, context.shop, context.merchant, latest, context.business);
}
