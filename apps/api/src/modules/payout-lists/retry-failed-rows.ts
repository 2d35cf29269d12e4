import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { checkPassword } from '../auth/check-password.ts';
import type { ClientInfo } from '../auth/login.ts';
import { runPayoutListJobSpec } from './payout-list-jobs.ts';
import { type ListActor, requireList } from './payout-list-scope.ts';
import { lockPayoutList, requeueFailedRows, updatePayoutList } from './payout-lists-repository.ts';

/**
 * Pays the failed rows again (after the password: money leaves): each gets a new attempt, hence a
 * new payout reference, and the list runs until they are done. Rows whose payout is still open
 * are left alone, never paid twice.
 */
export async function retryFailedRows(
  deps: AppDeps,
  auth: AuthContext,
  actor: ListActor,
  listId: string,
  password: string,
  client: ClientInfo,
) {
  await checkPassword(deps, auth, password, client);
  return deps.db.transaction(async (tx) => {
    const list = await requireList(tx, actor, listId);
    const locked = await lockPayoutList(tx, list.id);
    if (!locked || locked.status === 'DRAFT') throw new AppError('PAYOUT_LIST_STATE');
    const count = await requeueFailedRows(tx, list.id);
    if (count === 0) throw new AppError('PAYOUT_LIST_NO_FAILED_ROWS');
    if (locked.status !== 'PAUSED') {
      await updatePayoutList(tx, list.id, { status: 'RUNNING', completedAt: null, heartbeatAt: new Date() });
      await enqueueInTx(tx, runPayoutListJobSpec, { listId: list.id });
    }
    return { retried: count };
  });
}
