import { addCheckoutAttemptHook } from '../checkout/checkout-attempt-hooks.ts';
import { addFailureHook, addSettlementHook } from '../transactions/settlement-hooks.ts';
import {
  holdStockForAttempt,
  releaseFailedMarketOrders,
  settleMarketOrders,
} from './market-payment-hooks.ts';

/** Plugs FeexMarket orders into settlements, failures and checkout attempts (called once by the composition root). */
export function registerMarketHooks(): void {
  addSettlementHook(settleMarketOrders);
  addFailureHook(releaseFailedMarketOrders);
  addCheckoutAttemptHook(holdStockForAttempt);
}
