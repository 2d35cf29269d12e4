import { resetState } from '../engine/reset.ts';
import type { SimulatorState } from '../engine/state.ts';

/** What tests and the control plane do to a simulator besides calling its APIs. */
export interface SimulatorControls {
  readonly state: SimulatorState;
  /** Moves simulated time, fires what became due, and waits for the callbacks that caused. */
  advance(ms: number): Promise<{ now: number; fired: number }>;
  /** Waits until every callback dispatched so far was delivered (or failed). */
  flush(): Promise<void>;
  reset(): void;
}

export function createControls(state: SimulatorState, seedWallets: () => void): SimulatorControls {
  return {
    state,
    async advance(ms) {
      const fired = state.scheduler.advance(ms);
      // Let released sleepers (hanging requests) run before waiting on callbacks.
      await new Promise((resolve) => setImmediate(resolve));
      await state.callbacks.flush();
      return { now: state.clock.now(), fired };
    },
    flush: () => state.callbacks.flush(),
    reset: () => resetState(state, seedWallets),
  };
}
