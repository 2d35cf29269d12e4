import type { SimulatorState } from './state.ts';

/**
 * Forgets every transaction, wallet, fault, idempotency key and scheduled change, and puts
 * the seeded balances back. Hanging requests are released. MTN API users and tokens stay,
 * and the clock does not go back.
 */
export function resetState(state: SimulatorState, seedWallets: () => void): void {
  state.generation++;
  state.scheduler.clear();
  state.timers.clear();
  state.store.clear();
  state.wallets.clear();
  state.accounts.reset();
  state.otps.clear();
  state.faults.clear();
  state.idempotency.clear();
  state.callbacks.clearLog();
  seedWallets();
}
