/** An operator's callback about a collection, as received: a hint to ask the operator now. */
export type CollectionHint = { reference: string; operator: string; mode: 0 | 1 };

/**
 * What a process's callback routes hand to its collection checker: the callbacks received since
 * its last round, and a doorbell so it runs at once rather than at its next tick. Nothing here is
 * durable, and need not be: callbacks are hints, and an open collection's `next_check_at` brings
 * its status query anyway (5 s after it was answered, then further apart).
 */
export type CollectionCheckSignal = {
  hint: (hint: CollectionHint) => void;
  /** The hints received since the last call, each collection once. */
  takeHints: () => CollectionHint[];
  /** The checker's listener; one per process. */
  onWake: (listener: () => void) => void;
};

/** At most this many hints wait (a flood of forged callbacks cannot grow memory without end). */
const MAX_WAITING = 100_000;

export function createCollectionCheckSignal(): CollectionCheckSignal {
  let listener: (() => void) | undefined;
  let waiting = new Map<string, CollectionHint>();
  return {
    hint: (hint) => {
      if (waiting.size < MAX_WAITING) waiting.set(`${hint.operator}:${hint.mode}:${hint.reference}`, hint);
      listener?.();
    },
    takeHints: () => {
      const taken = [...waiting.values()];
      waiting = new Map();
      return taken;
    },
    onWake: (next) => {
      listener = next;
    },
  };
}

declare module '../../platform/deps.ts' {
  interface AppDeps {
    /** Rings this process's collection checker when a check falls due now (a callback). */
    collectionChecks: CollectionCheckSignal;
  }
}
