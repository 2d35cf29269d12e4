import type { Db } from '../../platform/db/client.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { reconcilePayoutJob } from './payout-jobs.ts';
import { isOpenPayout } from './payout-states.ts';
import { getPayoutByReference, insertPayoutEvent, updatePayout } from './payouts-repository.ts';

/**
 * An operator's callback about a payout: a hint. It is logged on the payout's timeline and a
 * status query is queued at once (the operator has it, so the next check asks for its status);
 * the answer to that query decides. False when no open payout of that operator and mode matches.
 */
export async function notePayoutCallback(db: Db, reference: string, operator: string, mode: 0 | 1) {
  const row = await getPayoutByReference(db, reference);
  if (!row || row.network !== operator || row.mode !== mode) return false;
  await db.transaction(async (tx) => {
    await insertPayoutEvent(tx, row.id, 'operator.callback', { operator });
    if (!isOpenPayout(row.status)) return;
    if (!row.submittedAt) await updatePayout(tx, row.id, { submittedAt: new Date() });
    await enqueueInTx(tx, reconcilePayoutJob, { payoutId: row.id });
  });
  return true;
}
