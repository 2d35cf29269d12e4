import { addSettlementHook, type SettlementHook } from '../collections/settlement-hooks.ts';
import { recordCustomersFromPayments } from './record-customer-from-payment.ts';

const customerSettlement: SettlementHook = {
  beforePosting: async (tx, settled) => {
    await recordCustomersFromPayments(tx, settled);
    return undefined;
  },
};

/** Records the payers of settled collections as customers (called once by the composition root). */
export function registerCustomerHooks(): void {
  addSettlementHook(customerSettlement);
}
