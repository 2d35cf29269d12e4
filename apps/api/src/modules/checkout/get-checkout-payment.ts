import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { OPEN_STATES } from '../collections/collection-states.ts';
import { reconcileTransaction } from '../collections/reconcile-transaction.ts';
import { getTransactionById, getTransactionByReference } from '../collections/transactions-repository.ts';
import { getCheckoutPayment } from './checkout-repository.ts';
import { toPaymentView } from './checkout-view.ts';

/** An open attempt the page polls is asked about again at most this often (ms). */
export const pollRefreshMs = () => Number(process.env.CHECKOUT_POLL_REFRESH_MS ?? 3_000);

/**
 * Where an attempt of a session stands, for the page's live status. While it is open and the
 * last answer is older than a few seconds, the operator is asked now (the same status query as
 * the reconciler), so a late success is picked up as soon as the operator knows it; a timeout
 * stays "still waiting", never a failure.
 */
export async function getCheckoutPaymentStatus(deps: AppDeps, sessionId: string, reference: string) {
  const row = await getTransactionByReference(deps.db, reference);
  const payment = row ? await getCheckoutPayment(deps.db, row.id) : undefined;
  if (!row || !payment || payment.sessionId !== sessionId) throw new AppError('TRANSACTION_NOT_FOUND');
  let current = row;
  const open = (OPEN_STATES as readonly string[]).includes(row.status);
  if (open && Date.now() - row.updatedAt.getTime() >= pollRefreshMs()) {
    try {
      await reconcileTransaction(deps.db, deps.operators, deps.config.appUrl, row.id);
      current = (await getTransactionById(deps.db, row.id)) ?? row;
    } catch {
      // The reconciler job asks again; the page keeps waiting.
    }
  }
  return toPaymentView(current, payment);
}
