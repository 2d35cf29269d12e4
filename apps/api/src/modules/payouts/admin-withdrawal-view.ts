import type { AdminWithdrawalItem } from '@platform/contracts';
import type { ShopBalances } from '../ledger/get-shop-balances.ts';
import { toWithdrawalItem } from './withdrawal-view.ts';
import type { WithdrawalRow } from './withdrawals-repository.ts';

/** A withdrawal as staff see it: the merchant's view plus who, which shop, and its balances. */
export function toAdminWithdrawalItem(
  row: { withdrawal: WithdrawalRow; businessName: string; shopName: string },
  balances: ShopBalances | undefined,
): AdminWithdrawalItem {
  const w = row.withdrawal;
  return {
    ...toWithdrawalItem(w),
    merchant: { _id: w.merchantId, business_name: row.businessName },
    shop: { _id: w.shopId, name: row.shopName },
    mode: w.mode === 1 ? 'LIVE' : 'SANDBOX',
    decided_by: w.decidedBy,
    external_reference: w.externalReference,
    payout_id: w.payoutId,
    balances: { available: Number(balances?.available ?? 0n), pending: Number(balances?.pending ?? 0n) },
  };
}
