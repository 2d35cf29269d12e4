import { ADJUSTMENT_STATUSES, MAX_AMOUNT_EXCLUSIVE, MAX_BPS, MAX_RESERVE_HOLD_DAYS } from '@platform/domain';
import { z } from 'zod';
import { amountField } from './collections.ts';
import { payoutNetworkField } from './payouts.ts';
import { shop } from './shops.ts';
import { staffDecisionBody, staffReasonField } from './staff-decisions.ts';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const instant = z.iso.datetime({ offset: true, error: 'format' }).optional();
const maxAmount = Number(MAX_AMOUNT_EXCLUSIVE) - 1;

export const MERCHANT_STATUSES = ['PENDING', 'SUBMITTED', 'VALID', 'REJECTED'] as const;
export const MERCHANT_COUNTRIES = ['BJ', 'TG', 'CI', 'SN'] as const;

/**
 * `/admin/merchants` filters: text (business name, owner e-mail or id), status, country, sign-up
 * period (`to` exclusive) and live volume bounds (sum of successful collections, XOF).
 */
export const merchantFilterFields = {
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: 'max' }).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(MERCHANT_STATUSES, { error: 'format' }).optional()),
  country: z.preprocess(emptyToUndefined, z.enum(MERCHANT_COUNTRIES, { error: 'format' }).optional()),
  from: z.preprocess(emptyToUndefined, instant),
  to: z.preprocess(emptyToUndefined, instant),
  volume_min: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'format' }).int({ error: 'format' }).min(0).max(maxAmount).optional(),
  ),
  volume_max: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'format' }).int({ error: 'format' }).min(0).max(maxAmount).optional(),
  ),
};

export const merchantListQuery = z.object({
  ...merchantFilterFields,
  page: z.coerce.number({ error: 'format' }).int().min(1).max(10_000).optional().default(1),
  limit: z.coerce.number({ error: 'format' }).int().min(1).max(100).optional().default(20),
});
export type MerchantListQuery = z.input<typeof merchantListQuery>;

export const adminMerchantItem = z.object({
  _id: z.string(),
  business_name: z.string(),
  country: z.string(),
  status: z.string(),
  valid: z.boolean(),
  card: z.boolean(),
  owner_email: z.string().nullable(),
  /** Successful live collections, XOF. */
  volume: z.number().int(),
  created_at: z.string(),
});
export type AdminMerchantItem = z.infer<typeof adminMerchantItem>;
export const merchantListResponse = z.object({ items: z.array(adminMerchantItem), total: z.number().int() });
export type MerchantListResponse = z.infer<typeof merchantListResponse>;

/** `/admin/merchants/view/{id}`: profile, shops, team, documents, keys (prefix), webhooks, activity. */
export const adminMerchantView = z.object({
  merchant: adminMerchantItem.extend({
    identity: z.record(z.string(), z.string()).nullable(),
    validated_at: z.string().nullable(),
  }),
  shops: z.array(shop),
  team: z.array(
    z.object({
      _id: z.string(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      profile: z.string().nullable(),
      is_active: z.boolean(),
    }),
  ),
  documents: z.array(
    z.object({ _id: z.string(), kind: z.string(), filename: z.string(), created_at: z.string() }),
  ),
  keys: z.array(
    z.object({
      _id: z.string(),
      shop: z.string(),
      prefix: z.string(),
      mode: z.enum(['LIVE', 'SANDBOX']),
      status: z.string(),
      last_used_at: z.string().nullable(),
    }),
  ),
  webhooks: z.array(
    z.object({
      _id: z.string(),
      shop: z.string(),
      url: z.string(),
      mode: z.enum(['LIVE', 'SANDBOX']),
      enabled: z.boolean(),
    }),
  ),
  activity: z.array(z.object({ at: z.string(), event: z.string() })),
});
export type AdminMerchantView = z.infer<typeof adminMerchantView>;

export const adjustmentItem = z.object({
  _id: z.string(),
  shop: z.string(),
  mode: z.enum(['LIVE', 'SANDBOX']),
  direction: z.enum(['credit', 'debit']),
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requested_by: z.string(),
  decided_by: z.string().nullable(),
  decision_note: z.string().nullable(),
  entry_id: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AdjustmentItem = z.infer<typeof adjustmentItem>;

/** `/admin/merchants/solde/{id}`: balances per shop and mode, the postings behind them, adjustments. */
export const merchantBalancesResponse = z.object({
  merchant: z.object({ _id: z.string(), business_name: z.string() }),
  /** Above this amount an adjustment waits for a second staff member. */
  four_eyes_threshold: z.number().int(),
  shops: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      mode: z.enum(['LIVE', 'SANDBOX']),
      available: z.number().int(),
      pending: z.number().int(),
      reserve: z.number().int(),
    }),
  ),
  postings: z.array(
    z.object({
      entry_id: z.string(),
      kind: z.string(),
      reference: z.string(),
      shop: z.string(),
      account: z.string(),
      amount: z.number().int(),
      created_at: z.string(),
    }),
  ),
  adjustments: z.array(adjustmentItem),
});
export type MerchantBalancesResponse = z.infer<typeof merchantBalancesResponse>;

export const createAdjustmentBody = staffDecisionBody.extend({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  direction: z.enum(['credit', 'debit'], { error: 'required' }),
  amount: amountField,
});
export type CreateAdjustmentBody = z.input<typeof createAdjustmentBody>;
export const adjustmentAnswer = z.object({ adjustment: adjustmentItem, message: z.string() });

const bps = z.number({ error: 'format' }).int({ error: 'format' }).min(0, { error: 'format' }).max(MAX_BPS, {
  error: 'format',
});
const xof = z
  .number({ error: 'format' })
  .int({ error: 'format' })
  .min(0, { error: 'format' })
  .max(maxAmount, {
    error: 'format',
  });

/**
 * The fee overrides of a shop (spec section 3): rates in basis points (170 = 1.7 %, null = the
 * network's default), amounts in XOF. `amount_fixe` needs `fixe_amount`.
 */
export const shopFeesBody = z
  .object({
    taxe_collection: bps.nullable(),
    without_taxe: z.boolean({ error: 'required' }),
    amount_fixe: z.boolean({ error: 'required' }),
    fixe_amount: xof.nullable(),
    taxe_payout: bps.nullable(),
    payout_commission: bps.nullable(),
    payout_commission_amount: xof.nullable(),
    taxe_card: bps.nullable(),
    /** The reserve's hold period in days (null: the default, 90). */
    reserve_found: z
      .number({ error: 'format' })
      .int({ error: 'format' })
      .min(0, { error: 'format' })
      .max(MAX_RESERVE_HOLD_DAYS, { error: 'format' })
      .nullable(),
    taxe_reserve_found: bps.nullable(),
    reason: staffReasonField,
    password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }),
  })
  .superRefine((value, ctx) => {
    if (value.amount_fixe && value.fixe_amount === null)
      ctx.addIssue({ code: 'custom', path: ['fixe_amount'], message: 'required' });
  });
export type ShopFeesBody = z.input<typeof shopFeesBody>;
export const shopFeesParams = z.object({ id: z.string().min(1).max(64), shopId: z.string().min(1).max(64) });
export const merchantFeesResponse = z.object({
  merchant: z.object({ _id: z.string(), business_name: z.string() }),
  shops: z.array(shop),
});
export type MerchantFeesResponse = z.infer<typeof merchantFeesResponse>;

/** A payout on the merchant's behalf (`/admin/merchants/payout/{id}`). */
export const staffPayoutBody = staffDecisionBody.extend({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  phoneNumber: z
    .union([z.string(), z.number()], { error: 'required' })
    .transform(String)
    .pipe(z.string().min(6, { error: 'format' }).max(24, { error: 'format' })),
  network: payoutNetworkField,
  amount: amountField,
});
export type StaffPayoutBody = z.input<typeof staffPayoutBody>;

/** `send-mail`: one merchant, or every merchant matching the list's filters. */
export const sendMerchantMailBody = z.object({
  merchant: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  filters: z.object(merchantFilterFields).optional(),
  subject: z.string({ error: 'required' }).trim().min(3, { error: 'min' }).max(150, { error: 'max' }),
  body: z.string({ error: 'required' }).trim().min(3, { error: 'min' }).max(5000, { error: 'max' }),
});
export type SendMerchantMailBody = z.input<typeof sendMerchantMailBody>;
export const merchantMailPreview = z.object({
  recipients: z.array(z.object({ email: z.string(), business_name: z.string() })),
  total: z.number().int(),
  subject: z.string(),
  text: z.string(),
});
export type MerchantMailPreview = z.infer<typeof merchantMailPreview>;
export const merchantMailSent = z.object({ sent: z.number().int(), message: z.string() });
