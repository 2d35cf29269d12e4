import type { Db } from '../../platform/db/client.ts';
import { addSettlementHook } from '../collections/settlement-hooks.ts';
import type { TransactionRow } from '../collections/transactions-repository.ts';
import { type CheckoutSettlement, markCheckoutSessionPaid } from './mark-checkout-session-paid.ts';
import { refundDuplicatePayment } from './refund-duplicate-payment.ts';

/**
 * A settlement marks the checkout sessions its collections paid; a payment of a session another
 * attempt had already paid is refunded at the end of the settlement, once its money is posted.
 */
async function markSessionsPaid(tx: Db, settled: TransactionRow[]) {
  const duplicates: [TransactionRow, CheckoutSettlement][] = [];
  for (const row of settled) {
    const settlement = await markCheckoutSessionPaid(tx, row);
    if (settlement && settlement.paidBy !== row.id) duplicates.push([row, settlement]);
  }
  if (duplicates.length === 0) return undefined;
  return async () => {
    for (const [row, settlement] of duplicates) await refundDuplicatePayment(tx, row, settlement);
  };
}

const checkoutSettlement = { beforePosting: markSessionsPaid };

/** Plugs checkout sessions into settlements (called once by the composition root). */
export function registerCheckoutHooks(): void {
  addSettlementHook(checkoutSettlement);
}
