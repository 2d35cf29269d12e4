import type { Db } from '../../platform/db/client.ts';
import type { OperatorRegistry } from '../operators/operator-adapter.ts';
import { advancePayout } from './advance-payout.ts';
import { claimDuePayouts } from './payouts-repository.ts';

export type PayoutCheckOptions = {
  /** Most payouts claimed per round (default 100). */
  limit?: number;
  /** Most operator calls in flight at once (default 8). */
  concurrency?: number;
  /** How long a claimed row is left alone should this process die before answering (default 60 s). */
  leaseSeconds?: number;
  /** How overdue a check must be before it is claimed (default 0 s). */
  graceSeconds?: number;
  onError?: (error: unknown) => void;
};

/**
 * One round of the payout checker: claims the open payouts whose `next_check_at` is due (the row
 * is the queue, as for collections: no job per check, so each due check is made once) and moves
 * each forward (advancePayout: submitted when the operator never acknowledged it, asked for its
 * status otherwise); the answer sets the next check or, final, clears it. Answers how many it
 * claimed. A row whose check throws keeps its lease and is claimed again when it runs out.
 */
export async function checkDuePayouts(
  db: Db,
  operators: OperatorRegistry,
  appUrl: string,
  options: PayoutCheckOptions = {},
): Promise<number> {
  const now = Date.now();
  const ids = await claimDuePayouts(
    db,
    new Date(now - (options.graceSeconds ?? 0) * 1000),
    new Date(now + (options.leaseSeconds ?? 60) * 1000),
    options.limit ?? 100,
  );
  let next = 0;
  const lane = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      try {
        await advancePayout(db, operators, appUrl, id);
      } catch (error) {
        options.onError?.(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 8, ids.length) }, lane));
  return ids.length;
}

/**
 * Runs the payout checker in this process every `intervalMs` (default 1 s), one round at a time;
 * a full round is followed by another at once. Several processes share the due rows (SKIP LOCKED).
 */
export function startPayoutChecker(
  db: Db,
  operators: OperatorRegistry,
  appUrl: string,
  options: PayoutCheckOptions & { intervalMs?: number } = {},
) {
  const limit = options.limit ?? 100;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = (async () => {
      let claimed = limit;
      while (claimed >= limit && !stopped) {
        try {
          claimed = await checkDuePayouts(db, operators, appUrl, { ...options, limit });
        } catch (error) {
          options.onError?.(error);
          claimed = 0;
        }
      }
    })().finally(() => {
      running = undefined;
    });
  };
  const interval = setInterval(run, options.intervalMs ?? 1_000);
  interval.unref();
  return {
    /** Stops the rounds and waits for the one in progress. */
    stop: async () => {
      stopped = true;
      clearInterval(interval);
      await running;
    },
  };
}
