/**
 * How a process's routes tell its collection checker that a check fell due now (an operator's
 * callback arrived), so it runs at once rather than at its next tick. The row's `next_check_at`
 * is the durable record; this is only the doorbell.
 */
export type CollectionCheckSignal = {
  wake: () => void;
  /** The checker's listener; one per process. */
  onWake: (listener: () => void) => void;
};

export function createCollectionCheckSignal(): CollectionCheckSignal {
  let listener: (() => void) | undefined;
  return {
    wake: () => listener?.(),
    onWake: (next) => {
      listener = next;
    },
  };
}
