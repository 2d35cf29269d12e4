import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { runPayoutListJobSpec } from './payout-list-jobs.ts';
import type { PayoutListsConfig } from './payout-lists-config.ts';
import { findStalledLists, updatePayoutList } from './payout-lists-repository.ts';

/**
 * A RUNNING list whose execution job wrote no heartbeat for `stallSeconds` (its process died
 * with the run in hand) gets a new run. Running two at once is harmless: rows are claimed with
 * SKIP LOCKED and each row's payout is unique by its source.
 */
export async function resumeStalledPayoutLists(db: Db, stallSeconds: number): Promise<number> {
  const stalled = await findStalledLists(db, new Date(Date.now() - stallSeconds * 1000));
  for (const { id } of stalled) {
    await db.transaction(async (tx) => {
      await updatePayoutList(tx, id, { heartbeatAt: new Date() });
      await enqueueInTx(tx, runPayoutListJobSpec, { listId: id });
    });
  }
  return stalled.length;
}

/** The watchdog as a job: looks every `watchdogMs` (a chain, once per cluster). */
export function payoutListWatchdogJob(config: Pick<PayoutListsConfig, 'stallSeconds' | 'watchdogMs'>) {
  return defineJob({
    name: 'payout-lists.watchdog',
    payload: z.object({}).loose(),
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    expireInSeconds: 600,
    every: { ms: config.watchdogMs },
    handler: async (_payload, { db }) => {
      await resumeStalledPayoutLists(db, config.stallSeconds);
    },
  });
}
