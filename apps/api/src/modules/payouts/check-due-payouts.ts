import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { defineJob } from '../../platform/jobs/job-definition.ts';
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
 * The payout checker as a job: `payouts.check` claims the due payouts every `intervalMs` (default
 * 1 s; a chain, once per cluster; a full round is followed by another at once). Two processes
 * running it at the same time share the due rows (SKIP LOCKED): each check is made once.
 */
export function checkPayoutsJob(
  operators: OperatorRegistry,
  appUrl: string,
  config: Omit<PayoutCheckOptions, 'onError'> & { intervalMs?: number } = {},
) {
  const limit = config.limit ?? 100;
  return defineJob({
    name: 'payouts.check',
    payload: z.object({}).loose(),
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    expireInSeconds: 600,
    every: { ms: config.intervalMs ?? 1_000 },
    handler: async (_payload, { db, log }) => {
      const onError = (err: unknown) => log.error({ err }, 'payout check failed');
      while ((await checkDuePayouts(db, operators, appUrl, { ...config, limit, onError })) >= limit);
    },
  });
}
