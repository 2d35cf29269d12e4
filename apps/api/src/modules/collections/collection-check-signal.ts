import type { Db } from '../../platform/db/client.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { collectionCallbacksJobSpec } from './collection-check-jobs.ts';

/** An operator's callback about a collection, as received: a hint to ask the operator now. */
export type CollectionHint = { reference: string; operator: string; mode: 0 | 1 };

/**
 * Where the callback routes leave the callbacks received: gathered for `gatherMs` (a burst of
 * callbacks becomes one job), then queued as one `collections.callbacks` job that any worker
 * process takes (the API process that received them need not run workers, ROLE=api). Nothing is
 * written per callback, and need not be: callbacks are hints, and an open collection's
 * `next_check_at` brings its status query anyway (5 s after it was answered, then further apart).
 */
export type CollectionCheckSignal = {
  hint: (hint: CollectionHint) => void;
  /**
   * Checks the hints gathered in this process instead of queueing them (a process that runs the
   * callbacks' worker itself, ROLE=all or worker): no job written, fetched and completed per
   * burst. At most two checks at once, like the job's workers; hints arriving meanwhile wait for
   * the next. A check that fails loses its hints, as a job out of retries would: each collection's
   * scheduled check (`next_check_at`) still comes. `flush` still queues them as a job.
   */
  checkHere: (check: (hints: CollectionHint[]) => Promise<void>) => void;
  /** Told after each job queued (this process's workers, if any, look for it at once). */
  onQueued: (listener: () => void) => void;
  /** Queues the hints gathered so far now (tests; `close` at shutdown). */
  flush: () => Promise<void>;
  /**
   * Queues the hints gathered so far and takes no more (at shutdown, once no request comes in): a
   * hint that came later would start a timer that writes once the database is closed. A callback
   * still in flight then is lost as a hint only; its collection's scheduled check still comes.
   */
  close: () => Promise<void>;
};

/** Checks of gathered hints running at once in a process (checkHere), as the job's worker concurrency. */
const LOCAL_CHECKS = 2;

/** At most this many hints wait (a flood of forged callbacks cannot grow memory without end). */
const MAX_WAITING = 100_000;

export function createCollectionCheckSignal(
  db: Db,
  options: { gatherMs?: number; onError?: (error: unknown) => void } = {},
): CollectionCheckSignal {
  let listener: (() => void) | undefined;
  let waiting = new Map<string, CollectionHint>();
  let timer: NodeJS.Timeout | undefined;
  let checkHere: ((hints: CollectionHint[]) => Promise<void>) | undefined;
  let checking = 0;
  let closed = false;
  const queueWaiting = async () => {
    const hints = [...waiting.values()];
    waiting = new Map();
    if (hints.length === 0) return;
    try {
      await enqueueInTx(db, collectionCallbacksJobSpec, { hints });
      listener?.();
    } catch (error) {
      options.onError?.(error);
    }
  };
  // Flushes run one after the other: a flush called while the timer's is still queueing returns
  // only once that job is queued too (a caller that flushed can count on every hint being queued).
  let last: Promise<void> = Promise.resolve();
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    last = last.then(queueWaiting);
    return last;
  };
  // The gathered hints, checked here (checkHere) while fewer than LOCAL_CHECKS run, else queued.
  const take = () => {
    timer = undefined;
    const check = checkHere;
    if (!check) return void flush();
    while (checking < LOCAL_CHECKS && waiting.size > 0) {
      const hints = [...waiting.values()];
      waiting = new Map();
      checking++;
      check(hints)
        .catch((error) => options.onError?.(error))
        .finally(() => {
          checking--;
          if (waiting.size > 0 && !timer) take();
        });
    }
  };
  return {
    hint: (hint) => {
      if (closed) return;
      if (waiting.size < MAX_WAITING) waiting.set(`${hint.operator}:${hint.mode}:${hint.reference}`, hint);
      timer ??= setTimeout(take, options.gatherMs ?? 20);
    },
    checkHere: (check) => {
      checkHere = check;
    },
    onQueued: (next) => {
      listener = next;
    },
    flush,
    close: () => {
      closed = true;
      return flush();
    },
  };
}

declare module '../../platform/deps.ts' {
  interface AppDeps {
    /** Queues a check of the collections that operators' callbacks named. */
    collectionChecks: CollectionCheckSignal;
  }
}
