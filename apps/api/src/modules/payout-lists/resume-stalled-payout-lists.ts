import type { Db } from '../../platform/db/client.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
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

/** Looks every `watchdogMs` (started by main.ts beside the job workers). */
export function startPayoutListWatchdog(
  db: Db,
  config: Pick<PayoutListsConfig, 'stallSeconds' | 'watchdogMs'>,
  onError: (error: unknown) => void,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    resumeStalledPayoutLists(db, config.stallSeconds)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, config.watchdogMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
