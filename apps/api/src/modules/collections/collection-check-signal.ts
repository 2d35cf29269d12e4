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
  /** Told after each job queued (this process's workers, if any, look for it at once). */
  onQueued: (listener: () => void) => void;
  /** Queues the hints gathered so far now (at shutdown; tests). */
  flush: () => Promise<void>;
};

/** At most this many hints wait (a flood of forged callbacks cannot grow memory without end). */
const MAX_WAITING = 100_000;

export function createCollectionCheckSignal(
  db: Db,
  options: { gatherMs?: number; onError?: (error: unknown) => void } = {},
): CollectionCheckSignal {
  let listener: (() => void) | undefined;
  let waiting = new Map<string, CollectionHint>();
  let timer: NodeJS.Timeout | undefined;
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
  return {
    hint: (hint) => {
      if (waiting.size < MAX_WAITING) waiting.set(`${hint.operator}:${hint.mode}:${hint.reference}`, hint);
      timer ??= setTimeout(() => void flush(), options.gatherMs ?? 20);
    },
    onQueued: (next) => {
      listener = next;
    },
    flush,
  };
}

declare module '../../platform/deps.ts' {
  interface AppDeps {
    /** Queues a check of the collections that operators' callbacks named. */
    collectionChecks: CollectionCheckSignal;
  }
}
