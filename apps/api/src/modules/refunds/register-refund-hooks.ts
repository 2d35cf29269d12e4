import { addPayoutFinalHook } from '../payouts/payout-hooks.ts';
import { completeRefund } from './complete-refund.ts';

/** A refund follows its payout's final state (called once by the composition root). */
export function registerRefundHooks(): void {
  addPayoutFinalHook(completeRefund);
}
