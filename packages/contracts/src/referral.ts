import { z } from 'zod';

/** A merchant's referral figures: its code and link, and its commission account (XOF). */
export const referralOverviewResponse = z.object({
  code: z.string(),
  /** The sign-up path carrying the code; the web app prefixes its origin. */
  signup_path: z.string(),
  rate_bps: z.number().int(),
  months: z.number().int(),
  balance: z.number().int(),
  minimum: z.number().int(),
  sponsored: z.number().int(),
  commission_month: z.number().int(),
  commission_total: z.number().int(),
});
export type ReferralOverviewResponse = z.infer<typeof referralOverviewResponse>;

/** One merchant a merchant sponsored, as its sponsor sees it. */
export const sponsoredMerchantView = z.object({
  _id: z.string(),
  business_name: z.string(),
  country: z.string(),
  /** PENDING, SUBMITTED, VALID or REJECTED (validation status). */
  status: z.string(),
  valid: z.boolean(),
  signed_up_at: z.string(),
  validated_at: z.string().nullable(),
  /** End of the period that earns, null until the merchant is validated. */
  ends_at: z.string().nullable(),
  rate_bps: z.number().int(),
  /** Live successful collections, in XOF. */
  volume: z.number().int(),
  commission_month: z.number().int(),
  commission_total: z.number().int(),
});
export type SponsoredMerchantView = z.infer<typeof sponsoredMerchantView>;

export const referralBoardResponse = z.object({
  items: z.array(sponsoredMerchantView),
  balance: z.number().int(),
  minimum: z.number().int(),
  commission_month: z.number().int(),
  commission_total: z.number().int(),
});
export type ReferralBoardResponse = z.infer<typeof referralBoardResponse>;

/** One commission earned on one collection. */
export const commissionView = z.object({
  _id: z.string(),
  collection_amount: z.number().int(),
  fee: z.number().int(),
  rate_bps: z.number().int(),
  amount: z.number().int(),
  reversed: z.number().int(),
  date: z.string(),
});
export type CommissionView = z.infer<typeof commissionView>;

export const referralViewResponse = z.object({
  merchant: sponsoredMerchantView,
  commissions: z.array(commissionView),
});
export type ReferralViewResponse = z.infer<typeof referralViewResponse>;

export const referralIdParams = z.object({ id: z.string().min(1).max(64) });

/** Moves the whole commission balance to a live shop's available balance. */
export const referralTransferBody = z.object({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }),
});
export type ReferralTransferBody = z.infer<typeof referralTransferBody>;
export const referralTransferResponse = z.object({
  amount: z.number().int(),
  balance: z.number().int(),
  message: z.string(),
});
export type ReferralTransferResponse = z.infer<typeof referralTransferResponse>;

/** Who is behind a code, shown on the sign-up page (public). */
export const referralCodeResponse = z.object({
  kind: z.enum(['referral', 'agent']),
  name: z.string(),
});
export type ReferralCodeResponse = z.infer<typeof referralCodeResponse>;
export const referralCodeParams = z.object({ code: z.string().min(1).max(32) });

/** The sponsored merchant's side: who sponsored it, and the terms. */
export const sponsorshipView = z.object({
  _id: z.string(),
  sponsor_name: z.string(),
  rate_bps: z.number().int(),
  months: z.number().int(),
  signed_up_at: z.string(),
  validated_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
});
export type SponsorshipView = z.infer<typeof sponsorshipView>;
export const sponsorshipResponse = z.object({ sponsorship: sponsorshipView.nullable() });
export type SponsorshipResponse = z.infer<typeof sponsorshipResponse>;
