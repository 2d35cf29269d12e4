import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { runPayoutListJobSpec } from './payout-list-jobs.ts';
import { type ListActor, requireList } from './payout-list-scope.ts';
import { lockPayoutList, updatePayoutList } from './payout-lists-repository.ts';

/** A PAUSED list runs again from its first row not yet paid. */
export async function resumePayoutList(db: Db, actor: ListActor, listId: string) {
  return db.transaction(async (tx) => {
    const list = await requireList(tx, actor, listId);
    const locked = await lockPayoutList(tx, list.id);
    if (locked?.status !== 'PAUSED') throw new AppError('PAYOUT_LIST_STATE');
    const running = await updatePayoutList(tx, list.id, { status: 'RUNNING', heartbeatAt: new Date() });
    await enqueueInTx(tx, runPayoutListJobSpec, { listId: list.id });
    return running;
  });
}
