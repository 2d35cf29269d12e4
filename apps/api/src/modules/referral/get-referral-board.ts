import { REFERRAL_TRANSFER_MINIMUM } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { periodStart } from '../commissions/commission-periods.ts';
import { listAccruals, sumAccruals, sumLiveVolumes } from '../commissions/commissions-repository.ts';
import { findCommissionAccount } from '../ledger/commission-account-repository.ts';
import { findSponsoredMerchants } from './referral-repository.ts';
import { toSponsoredMerchantView } from './sponsored-merchant-view.ts';

/** The sponsor's live commission balance (its ledger account; 0 before the first commission). */
export async function referralBalance(db: Db, merchantId: string): Promise<bigint> {
  return (await findCommissionAccount(db, 1, { merchantId }))?.balance ?? 0n;
}

/**
 * The referral board of a merchant: each merchant it sponsored (name, validation status, live
 * volume, commission this month and in all, net of refunds), its commission balance and the
 * minimum to move it.
 */
export async function getReferralBoard(db: Db, sponsorMerchantId: string, now = new Date()) {
  const rows = await findSponsoredMerchants(db, sponsorMerchantId);
  const ids = rows.map((r) => r.merchant.id);
  const [volumes, commissions, balance] = await Promise.all([
    sumLiveVolumes(db, ids),
    sumAccruals(db, { sponsorMerchantId }, periodStart('month', now)),
    referralBalance(db, sponsorMerchantId),
  ]);
  const items = rows.map((r) =>
    toSponsoredMerchantView(
      r.merchant,
      r.term,
      volumes.get(r.merchant.id) ?? 0n,
      commissions.get(r.merchant.id),
    ),
  );
  return {
    items,
    balance: Number(balance),
    minimum: Number(REFERRAL_TRANSFER_MINIMUM),
    commission_month: items.reduce((s, i) => s + i.commission_month, 0),
    commission_total: items.reduce((s, i) => s + i.commission_total, 0),
  };
}

/** One sponsored merchant and the commissions earned on it (newest first). */
export async function getSponsoredMerchant(
  db: Db,
  sponsorMerchantId: string,
  merchantId: string,
  now = new Date(),
) {
  const [row] = await findSponsoredMerchants(db, sponsorMerchantId, merchantId);
  if (!row) throw new AppError('SPONSORED_MERCHANT_NOT_FOUND');
  const [volumes, commissions, accruals] = await Promise.all([
    sumLiveVolumes(db, [merchantId]),
    sumAccruals(db, { sponsorMerchantId }, periodStart('month', now), merchantId),
    listAccruals(db, { sponsorMerchantId }, merchantId),
  ]);
  return {
    merchant: toSponsoredMerchantView(
      row.merchant,
      row.term,
      volumes.get(merchantId) ?? 0n,
      commissions.get(merchantId),
    ),
    commissions: accruals.map((a) => ({
      _id: a.id,
      collection_amount: Number(a.collectionAmount),
      fee: Number(a.fee),
      rate_bps: a.rateBps,
      amount: Number(a.amount),
      reversed: Number(a.reversed),
      date: a.createdAt.toISOString(),
    })),
  };
}
