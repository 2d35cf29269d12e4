import { addSettlementHook } from '../collections/settlement-hooks.ts';
import { addRefundHook } from '../refunds/refund-hooks.ts';
import { accrueCommissions } from './accrue-commissions.ts';
import { reverseCommissions } from './reverse-commissions.ts';

const commissionSettlement = { afterPosting: accrueCommissions };

/** Plugs commissions into settlements and refunds (called once by the composition root). */
export function registerCommissionHooks(): void {
  addSettlementHook(commissionSettlement);
  addRefundHook(reverseCommissions);
}
