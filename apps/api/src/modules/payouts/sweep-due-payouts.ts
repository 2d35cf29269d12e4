import type { Db } from '../../platform/db/client.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { reconcilePayoutJob, submitPayoutJob } from './payout-jobs.ts';
import { findOverduePayoutIds, getPayoutById, updatePayout } from './payouts-repository.ts';

/**
 * The payouts' safety net under the job queue: an open payout whose check is overdue by
 * `graceSeconds` (its job was lost in a crash) gets a job again: submit when the operator never
 * acknowledged it (same idempotency key), reconcile otherwise. What it queues is pushed forward
 * a minute so the next sweep does not queue it again. Duplicates are harmless.
 */
export async function sweepDuePayouts(db: Db, options: { graceSeconds: number; limit?: number }) {
  const now = Date.now();
  const ids = await findOverduePayoutIds(
    db,
    new Date(now - options.graceSeconds * 1000),
    options.limit ?? 200,
  );
  if (ids.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const payoutId of ids) {
      const row = await getPayoutById(tx, payoutId);
      if (!row) continue;
      await enqueueInTx(tx, row.submittedAt ? reconcilePayoutJob : submitPayoutJob, { payoutId });
      await updatePayout(tx, payoutId, { nextCheckAt: new Date(now + 60_000) });
    }
  });
  return ids.length;
}
