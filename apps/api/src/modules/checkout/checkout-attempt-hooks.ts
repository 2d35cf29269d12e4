import type { Db } from '../../platform/db/client.ts';
import type { CheckoutSessionRow } from './checkout-repository.ts';

/**
 * What else a new payment attempt needs, checked under the session's lock before the attempt is
 * linked (claimCheckoutAttempt): filled by the composition root, so checkout does not import the
 * modules that open sessions (FeexMarket takes back the stock a failed attempt had released). A
 * hook that throws an AppError refuses the attempt, and nothing is written.
 */
export type CheckoutAttemptHook = (tx: Db, session: CheckoutSessionRow) => Promise<void>;

const hooks = new Set<CheckoutAttemptHook>();

export function addCheckoutAttemptHook(hook: CheckoutAttemptHook): void {
  hooks.add(hook);
}

export async function runCheckoutAttemptHooks(tx: Db, session: CheckoutSessionRow): Promise<void> {
  for (const hook of hooks) await hook(tx, session);
}
