import type { Db } from '../../platform/db/client.ts';
import type { TransactionRow } from './transactions-repository.ts';

/**
 * What else a settlement writes, in its transaction, after the collections' own entries: filled
 * by the composition root (platform/create-deps.ts), so this module does not import the modules
 * that follow collections (commissions). A hook that throws rolls the whole settlement back.
 */
export type SettlementHook = (tx: Db, settled: TransactionRow[]) => Promise<void>;

const hooks = new Set<SettlementHook>();

/** Adds a hook once (adding the same function again changes nothing). */
export function addSettlementHook(hook: SettlementHook): void {
  hooks.add(hook);
}

export async function runSettlementHooks(tx: Db, settled: TransactionRow[]): Promise<void> {
  if (settled.length === 0) return;
  for (const hook of hooks) await hook(tx, settled);
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
