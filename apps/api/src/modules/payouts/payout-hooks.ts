import type { Db } from '../../platform/db/client.ts';
import type { PayoutRow } from './payouts-repository.ts';

/**
 * What else a payout's final state (SUCCESSFUL or FAILED) writes, in its transaction, after its
 * webhook event and before its ledger entries: filled by the composition root
 * (composition/register-hooks.ts), so this module does not import the modules whose money leaves
 * through payouts (refunds follow their payout). A hook that throws rolls the whole answer back.
 */
export type PayoutFinalHook = (tx: Db, payout: PayoutRow) => Promise<void>;

const hooks = new Set<PayoutFinalHook>();

export function addPayoutFinalHook(hook: PayoutFinalHook): void {
  hooks.add(hook);
}

export async function runPayoutFinalHooks(tx: Db, payout: PayoutRow): Promise<void> {
  for (const hook of hooks) await hook(tx, payout);
}
