import { addCheckoutAttemptHook } from '../checkout/checkout-attempt-hooks.ts';
import { addFailureHook, addSettlementHook } from '../collections/settlement-hooks.ts';
import {
  holdStockForAttempt,
  releaseFailedMarketOrders,
  settleMarketOrders,
} from './market-payment-hooks.ts';

/** After the ledger entries (a refund of an order that can no longer be filled needs its money posted). */
const marketSettlement = { afterPosting: settleMarketOrders };

/** Plugs FeexMarket orders into settlements, failures and checkout attempts (called once by the composition root). */
export function registerMarketHooks(): void {
  addSettlementHook(marketSettlement);
  addFailureHook(releaseFailedMarketOrders);
  addCheckoutAttemptHook(holdStockForAttempt);
}
