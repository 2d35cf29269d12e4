import type { SponsoredMerchantView } from '@platform/contracts';
import { commissionPeriodEnd } from '@platform/domain';
import type { MerchantRow } from '../auth/users-repository.ts';
import type { CommissionTermRow } from '../commissions/commissions-repository.ts';

/** A sponsored merchant as its sponsor sees it: no contact details, only what the board needs. */
export function toSponsoredMerchantView(
  merchant: MerchantRow,
  term: CommissionTermRow,
  volume: bigint,
  commission: { month: bigint; total: bigint } | undefined,
): SponsoredMerchantView {
  return {
    _id: merchant.id,
    business_name: merchant.businessName,
    country: merchant.country,
    status: merchant.status,
    valid: merchant.valid,
    signed_up_at: merchant.createdAt.toISOString(),
    validated_at: merchant.validatedAt?.toISOString() ?? null,
    ends_at: merchant.validatedAt
      ? commissionPeriodEnd(merchant.validatedAt, term.months).toISOString()
      : null,
    rate_bps: term.rateBps,
    volume: Number(volume),
    commission_month: Number(commission?.month ?? 0n),
    commission_total: Number(commission?.total ?? 0n),
  };
}
