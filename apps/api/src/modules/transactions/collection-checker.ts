import type { Db } from '../../platform/db/client.ts';
import type { OperatorRegistry } from '../operators/operator-adapter.ts';
import { applyFinalResults, type FinalAnswer } from './apply-final-results.ts';
import type { CollectionCheckSignal } from './collection-check-signal.ts';
import { applyStatusAnswer, askOperator, isCheckable } from './reconcile-transaction.ts';
import { claimDueCollections } from './transactions-repository.ts';

export type CheckOptions = {
  /** Most collections claimed per round (default 200). */
  limit?: number;
  /** Most status queries in flight at once (default 32). */
  concurrency?: number;
  /** How long a claimed row is left alone should this process die before answering (default 60 s). */
  leaseSeconds?: number;
  /** How overdue a check must be before it is claimed (default 0 s). */
  graceSeconds?: number;
  /** Most final answers applied in one database transaction (default 100). */
  batchSize?: number;
  onError?: (error: unknown) => void;
};

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * One round of the collection checker: claims the collections whose status check is due (the
 * row's `next_check_at` is the queue: no job per check), asks their operators, applies the
 * answers that leave a row open one by one (each sets its next check) and the final ones in
 * batches, each batch one database transaction (see applyFinalResults). A batch that fails is
 * applied again row by row, so one bad row holds back no other. Answers how many were claimed.
 */
export async function checkDueCollections(
  db: Db,
  operators: OperatorRegistry,
  appUrl: string,
  options: CheckOptions = {},
): Promise<number> {
  const now = Date.now();
  const report = options.onError ?? (() => {});
  const rows = await claimDueCollections(
    db,
    new Date(now - (options.graceSeconds ?? 0) * 1000),
    new Date(now + (options.leaseSeconds ?? 60) * 1000),
    options.limit ?? 200,
  );
  const finals: FinalAnswer[] = [];
  await eachLimited(rows, options.concurrency ?? 32, async (row) => {
    if (!isCheckable(row)) return;
    try {
      const result = await askOperator(operators, appUrl, row);
      if (result.status === 'SUCCESSFUL' || result.status === 'FAILED') {
        finals.push({ transactionId: row.id, result, source: 'operator.status' });
      } else {
        await applyStatusAnswer(db, row, result);
      }
    } catch (error) {
      // The row keeps its lease: it is asked again when the lease runs out.
      report(error);
    }
  });
  const batchSize = options.batchSize ?? 100;
  for (let i = 0; i < finals.length; i += batchSize) {
    const batch = finals.slice(i, i + batchSize);
    try {
      await applyFinalResults(db, batch);
    } catch (error) {
      if (batch.length === 1) {
        report(error);
        continue;
      }
      for (const answer of batch) {
        try {
          await applyFinalResults(db, [answer]);
        } catch (single) {
          report(single);
        }
      }
    }
  }
  return rows.length;
}

/**
 * Runs the checker in this process: every `intervalMs`, and soon after the signal rings (an
 * operator's callback made a check due now), waiting `wakeDelayMs` to gather the callbacks that
 * follow into one batch. One round at a time; a full round is followed by another at once.
 */
export function startCollectionChecker(
  db: Db,
  operators: OperatorRegistry,
  appUrl: string,
  options: CheckOptions & {
    signal?: CollectionCheckSignal;
    intervalMs?: number;
    wakeDelayMs?: number;
  } = {},
) {
  const limit = options.limit ?? 200;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let wakeTimer: NodeJS.Timeout | undefined;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const claimed = await checkDueCollections(db, operators, appUrl, { ...options, limit });
          if (claimed >= limit) again = true;
        } catch (error) {
          options.onError?.(error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  };

  const interval = setInterval(run, options.intervalMs ?? 1_000);
  interval.unref();
  options.signal?.onWake(() => {
    if (wakeTimer || stopped) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      run();
    }, options.wakeDelayMs ?? 20);
    wakeTimer.unref();
  });
  return {
    /** Stops the rounds and waits for the one in progress. */
    stop: async () => {
      stopped = true;
      clearInterval(interval);
      if (wakeTimer) clearTimeout(wakeTimer);
      await running;
    },
  };
}
