import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { checkPassword } from '../auth/check-password.ts';
import type { ClientInfo } from '../auth/login.ts';
import { summarizePayoutList } from './get-payout-list.ts';
import { runPayoutListJobSpec } from './payout-list-jobs.ts';
import { type ListActor, lockDraftList } from './payout-list-scope.ts';
import { queueValidRows, updatePayoutList } from './payout-lists-repository.ts';

/**
 * Money leaves only after the password: then, in one transaction, the list must still be a
 * DRAFT, hold valid rows, and the available balance must cover their total plus fees
 * (INSUFFICIENT_BALANCE otherwise, nothing changed); valid rows are QUEUED, the others
 * SKIPPED, the list RUNNING and its first execution job queued.
 */
export async function confirmPayoutList(
  deps: AppDeps,
  auth: AuthContext,
  actor: ListActor,
  listId: string,
  password: string,
  client: ClientInfo,
) {
  await checkPassword(deps, auth, password, client);
  return deps.db.transaction(async (tx) => {
    const list = await lockDraftList(tx, actor, listId);
    const summary = await summarizePayoutList(tx, list);
    if (summary.valid === 0) throw new AppError('PAYOUT_LIST_NO_VALID_ROWS');
    if (!summary.covered) throw new AppError('INSUFFICIENT_BALANCE');
    await queueValidRows(tx, list.id);
    const running = await updatePayoutList(tx, list.id, {
      status: 'RUNNING',
      confirmedBy: actor.userId,
      confirmedAt: new Date(),
      heartbeatAt: new Date(),
    });
    await enqueueInTx(tx, runPayoutListJobSpec, { listId: list.id });
    return running;
  });
}
