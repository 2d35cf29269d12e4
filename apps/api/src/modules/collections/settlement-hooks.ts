import type { Db } from '../../platform/db/client.ts';
import type { TransactionRow } from './transactions-repository.ts';

/** What a hook run before the ledger entries leaves to run once every other hook is done. */
export type AfterSettlement = () => Promise<void>;

/**
 * What else a settlement writes, in its transaction: filled by the composition root
 * (composition/register-hooks.ts), so this module imports none of the modules that follow
 * collections. In order: every `beforePosting` (customers, checkout sessions), the collections'
 * own ledger entries, every `afterPosting` (commissions), then what the `beforePosting` hooks
 * returned (checkout: refunding a session's duplicate payment once its money is posted). Hooks of
 * a stage run in the order they were added. A hook that throws rolls the whole settlement back.
 */
export type SettlementHook = {
  beforePosting?: (tx: Db, settled: TransactionRow[]) => Promise<AfterSettlement | undefined>;
  afterPosting?: (tx: Db, settled: TransactionRow[]) => Promise<void>;
};

const hooks = new Set<SettlementHook>();

/** Adds a hook once (adding the same object again changes nothing). */
export function addSettlementHook(hook: SettlementHook): void {
  hooks.add(hook);
}

/** Runs the `beforePosting` hooks; returns what they left for the end (runAfterSettlement). */
export async function runBeforePosting(tx: Db, settled: TransactionRow[]): Promise<AfterSettlement[]> {
  const after: AfterSettlement[] = [];
  for (const hook of hooks) {
    const then = await hook.beforePosting?.(tx, settled);
    if (then) after.push(then);
  }
  return after;
}

/** Runs the `afterPosting` hooks, then what the `beforePosting` hooks left. */
export async function runAfterPosting(
  tx: Db,
  settled: TransactionRow[],
  leftOver: AfterSettlement[],
): Promise<void> {
  for (const hook of hooks) await hook.afterPosting?.(tx, settled);
  for (const then of leftOver) await then();
}

/**
 * What else a collection's failure writes, in the transaction that fails it (FAILED, from an
 * operator's answer or because we stopped waiting: EXPIRED): filled by the composition root
 * like the settlement hooks (FeexMarket gives back the stock an order held).
 */
export type FailureHook = (tx: Db, failed: TransactionRow[]) => Promise<void>;

const failureHooks = new Set<FailureHook>();

export function addFailureHook(hook: FailureHook): void {
  failureHooks.add(hook);
}

export async function runFailureHooks(tx: Db, failed: TransactionRow[]): Promise<void> {
  if (failed.length === 0) return;
  for (const hook of failureHooks) await hook(tx, failed);
}
