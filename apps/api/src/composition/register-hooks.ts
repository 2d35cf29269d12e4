import { registerApiKeyHooks } from '../modules/api-keys/register-api-key-hooks.ts';
import { registerCheckoutHooks } from '../modules/checkout/register-checkout-hooks.ts';
import { registerCommissionHooks } from '../modules/commissions/register-commission-hooks.ts';
import { registerCustomerHooks } from '../modules/customers/register-customer-hooks.ts';
import { registerMarketHooks } from '../modules/market/register-market-hooks.ts';
import { registerReceiptHooks } from '../modules/receipts/register-receipt-hooks.ts';
import { registerReferralHooks } from '../modules/referral/register-referral-hooks.ts';
import { registerRefundHooks } from '../modules/refunds/register-refund-hooks.ts';
import { registerReserveHooks } from '../modules/reserve/register-reserve-hooks.ts';

/**
 * Plugs the modules that follow others into their hook lists, so no module imports the modules
 * that come after it (no module cycle). The order is the order hooks of one stage run in: a
 * settlement marks its checkout sessions paid, posts its ledger entries, records its customers
 * (after the postings: settlement-hooks.ts), accrues commissions, holds the rolling reserve, and
 * refunds duplicate checkout payments last. Adding a hook twice
 * changes nothing, so this may run once per app built (tests build many).
 */
export function registerHooks(): void {
  registerCustomerHooks();
  registerCheckoutHooks();
  registerCommissionHooks();
  registerReserveHooks();
  registerReferralHooks();
  registerRefundHooks();
  registerApiKeyHooks();
  registerMarketHooks(); // FeexMarket: orders follow settlements, failures and checkout attempts.
  registerReceiptHooks(); // The customers' receipt e-mails, queued with the settlement.
}
