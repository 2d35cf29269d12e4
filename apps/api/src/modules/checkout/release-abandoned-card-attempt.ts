import type { AppDeps } from '../../platform/deps.ts';
import { applyOperatorResult } from '../collections/apply-operator-result.ts';
import { getTransactionById } from '../collections/transactions-repository.ts';
import { CardAdapter } from '../operators/card-adapter.ts';
import { getOpenAttempt } from './checkout-repository.ts';

/**
 * A customer who went to the card page and came back without typing a card may pay another
 * way: the open card attempt is cancelled at the processor (only possible while no card was
 * typed) and recorded as refused. A card payment under way (3-D Secure) is left alone, and the
 * new attempt is refused as "in progress" as usual.
 */
export async function releaseAbandonedCardAttempt(
  deps: Pick<AppDeps, 'db' | 'operators'>,
  sessionId: string,
) {
  const open = await getOpenAttempt(deps.db, sessionId);
  if (!open) return;
  const row = await getTransactionById(deps.db, open.id);
  if (row?.type !== 'CARD' || !row.operatorReference) return;
  const adapter = deps.operators('card', row.mode === 1 ? 1 : 0);
  if (!(adapter instanceof CardAdapter)) return;
  const result = await adapter.cancelCollection(row.operatorReference);
  if (result.status === 'FAILED' || result.status === 'SUCCESSFUL') {
    await applyOperatorResult(deps.db, row.id, result, 'operator.status');
  }
}
