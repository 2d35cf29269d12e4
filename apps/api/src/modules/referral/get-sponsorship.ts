import type { SponsorshipView } from '@platform/contracts';
import { commissionApplies, commissionPeriodEnd } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getSponsorshipOf } from './referral-repository.ts';

/** The sponsored merchant's side: who sponsored it and on what terms (null when nobody did). */
export async function getSponsorship(
  db: Db,
  merchantId: string,
  now = new Date(),
): Promise<SponsorshipView | null> {
  const row = await getSponsorshipOf(db, merchantId);
  if (!row) return null;
  const { term, merchant } = row;
  return {
    _id: term.id,
    sponsor_name: row.sponsorName,
    rate_bps: term.rateBps,
    months: term.months,
    signed_up_at: merchant.createdAt.toISOString(),
    validated_at: merchant.validatedAt?.toISOString() ?? null,
    ends_at: merchant.validatedAt
      ? commissionPeriodEnd(merchant.validatedAt, term.months).toISOString()
      : null,
    active: merchant.validatedAt ? commissionApplies(merchant.validatedAt, term.months, now) : false,
  };
}

/** The sponsorship `id`, only if it is the caller's merchant's. */
export async function getSponsorshipById(db: Db, merchantId: string, id: string): Promise<SponsorshipView> {
  const sponsorship = await getSponsorship(db, merchantId);
  if (!sponsorship || sponsorship._id !== id) throw new AppError('SPONSORSHIP_NOT_FOUND');
  return sponsorship;
}
