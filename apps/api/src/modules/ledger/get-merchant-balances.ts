import type { MerchantBalancesResponse } from '@platform/contracts';
import { ADJUSTMENT_FOUR_EYES_THRESHOLD } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getMerchantById } from '../auth/users-repository.ts';
import { findMerchantShopsAllModes } from '../shops/staff-shops-repository.ts';
import { toAdjustmentItem } from './adjustment-view.ts';
import { findMerchantAdjustments } from './balance-adjustments-repository.ts';
import { findMerchantPostings, sumShopBalances } from './staff-ledger-repository.ts';

/**
 * `/admin/merchants/solde/{id}`: each shop's balances in its mode, read from the ledger's
 * accounts, the newest postings behind them, and the staff adjustments (pending ones included).
 */
export async function getMerchantBalances(db: Db, merchantId: string): Promise<MerchantBalancesResponse> {
  const merchant = await getMerchantById(db, merchantId);
  if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
  const shops = await findMerchantShopsAllModes(db, merchantId);
  const [balances, postings, adjustments] = await Promise.all([
    sumShopBalances(
      db,
      shops.map((s) => s.id),
    ),
    findMerchantPostings(db, merchantId, 100),
    findMerchantAdjustments(db, merchantId),
  ]);
  return {
    merchant: { _id: merchant.id, business_name: merchant.businessName },
    four_eyes_threshold: Number(ADJUSTMENT_FOUR_EYES_THRESHOLD),
    shops: shops.map((s) => {
      const b = balances.get(s.id);
      return {
        _id: s.id,
        name: s.name,
        mode: s.mode === 1 ? ('LIVE' as const) : ('SANDBOX' as const),
        available: Number(b?.available ?? 0n),
        pending: Number(b?.pending ?? 0n),
        reserve: Number(b?.reserve ?? 0n),
      };
    }),
    postings: postings.map((p) => ({
      entry_id: p.entryId,
      kind: p.kind,
      reference: p.reference,
      shop: p.shopId ?? '',
      account: p.account,
      amount: Number(p.amount),
      created_at: p.createdAt.toISOString(),
    })),
    adjustments: adjustments.map(toAdjustmentItem),
  };
}
