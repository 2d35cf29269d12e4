import { addSettlementHook, type SettlementHook } from '../collections/settlement-hooks.ts';
import { recordCustomersFromPayments } from './record-customer-from-payment.ts';

// After the postings, not before: a customer's row stays locked until the settlement commits, so
// the later it is written, the shorter batches settling the same customers at once wait for each
// other (docs/performance.md "Ledger"). Nothing before it reads the customer.
const customerSettlement: SettlementHook = {
  afterPosting: (tx, settled) => recordCustomersFromPayments(tx, settled),
};

/** Records the payers of settled collections as customers (called once by the composition root). */
export function registerCustomerHooks(): void {
  addSettlementHook(customerSettlement);
}
