import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type ListActor, requireList } from './payout-list-scope.ts';
import { lockPayoutList, updatePayoutList } from './payout-lists-repository.ts';

/**
 * Stops handing rows to the payouts module: the run in progress ends its batch, the next one
 * sees PAUSED and stops. Payouts already made go on to their final state.
 */
export async function pausePayoutList(db: Db, actor: ListActor, listId: string) {
  return db.transaction(async (tx) => {
    const list = await requireList(tx, actor, listId);
    const locked = await lockPayoutList(tx, list.id);
    if (locked?.status !== 'RUNNING') throw new AppError('PAYOUT_LIST_STATE');
    return updatePayoutList(tx, list.id, { status: 'PAUSED' });
  });
}
