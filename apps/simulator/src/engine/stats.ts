import type { SimulatorState } from './state.ts';
import type { SimTransaction, TransactionKind } from './types.ts';

export interface KindStats {
  total: number;
  pending: number;
  successful: number;
  failed: number;
  /** Sum of the amounts that actually moved (successful ones). */
  amountMoved: number;
}

const empty = (): KindStats => ({ total: 0, pending: 0, successful: 0, failed: 0, amountMoved: 0 });

function add(stats: KindStats, txn: SimTransaction): void {
  stats.total++;
  if (txn.status === 'PENDING') stats.pending++;
  else if (txn.status === 'SUCCESSFUL') {
    stats.successful++;
    stats.amountMoved += Number(txn.amount);
  } else stats.failed++;
}

/** Counts per operator and kind: tests count payouts to prove nothing was paid twice. */
export function computeStats(state: SimulatorState) {
  const byOperator: Record<string, Record<TransactionKind, KindStats>> = {};
  const totals: Record<TransactionKind, KindStats> = { collection: empty(), payout: empty() };
  for (const txn of state.store.list()) {
    byOperator[txn.operator] ??= { collection: empty(), payout: empty() };
    add(byOperator[txn.operator]![txn.kind], txn);
    add(totals[txn.kind], txn);
  }
  const log = state.callbacks.log();
  return {
    collections: totals.collection,
    payouts: totals.payout,
    byOperator,
    callbacks: {
      delivered: log.filter((e) => e.status !== null && e.status < 300).length,
      failed: log.filter((e) => e.status === null || e.status >= 300).length,
    },
  };
}
