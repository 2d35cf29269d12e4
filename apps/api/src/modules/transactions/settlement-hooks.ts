import type { Db } from '../../platform/db/client.ts';
import type { TransactionRow } from './transactions-repository.ts';

/**
 * What else a settlement writes, in its transaction, after the collections' own entries: filled
 * by the composition root (composition/create-deps.ts), so this module does not import the modules
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
