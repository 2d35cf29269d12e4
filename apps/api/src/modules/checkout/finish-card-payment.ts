import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { applyOperatorResult } from '../collections/apply-operator-result.ts';
import { OPEN_STATES } from '../collections/collection-states.ts';
import { getTransactionByReference } from '../collections/transactions-repository.ts';
import { getCheckoutPayment } from './checkout-repository.ts';
import { toPaymentView } from './checkout-view.ts';
import { recordCardDetails } from './pay-checkout-by-card.ts';

/**
 * The customer is back from the card processor's hosted page (`/checkout/card/{reference}`):
 * what the browser says proves nothing, so the processor is asked server to server and its
 * answer applied (the success settles the session); the card's token, brand and last 4 are kept.
 */
export async function finishCardPayment(deps: AppDeps, reference: string) {
  const row = await getTransactionByReference(deps.db, reference);
  const payment = row ? await getCheckoutPayment(deps.db, row.id) : undefined;
  if (row?.type !== 'CARD' || !payment) throw new AppError('CARD_PAYMENT_NOT_FOUND');
  let current = row;
  const open = (OPEN_STATES as readonly string[]).includes(row.status);
  if (open || !payment.cardLast4) {
    const adapter = deps.operators('card', row.mode === 1 ? 1 : 0);
    const result = await adapter.collectionStatus(row.reference, row.operatorReference ?? undefined);
    await recordCardDetails(deps, row.id, result.card);
    if (open) current = (await applyOperatorResult(deps.db, row, result, 'operator.status')) ?? row;
  }
  return {
    session_id: payment.sessionId,
    payment: toPaymentView(current, await getCheckoutPayment(deps.db, row.id)),
  };
}
