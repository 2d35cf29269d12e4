import type { Db } from '../../platform/db/client.ts';
import type { transactions } from '../../platform/db/schema/index.ts';
import type { RefundRow } from './refunds-repository.ts';

/** A refund that succeeded, with its collection and all that succeeded refunds took back of it. */
export type RefundSucceeded = {
  refund: RefundRow;
  collection: typeof transactions.$inferSelect;
  /** The SUCCESSFUL refunds of the collection so far, this one included. */
  refundedTotal: bigint;
};

/**
 * What else a successful refund writes, in its transaction: filled by the composition root
 * (composition/create-deps.ts), so this module does not import the modules that follow refunds
 * (commissions' pro rata reversal).
 */
export type RefundHook = (tx: Db, event: RefundSucceeded) => Promise<void>;

const hooks = new Set<RefundHook>();

export function addRefundHook(hook: RefundHook): void {
  hooks.add(hook);
}

export async function runRefundHooks(tx: Db, event: RefundSucceeded): Promise<void> {
  for (const hook of hooks) await hook(tx, event);
}
