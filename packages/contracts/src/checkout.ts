import { OPERATOR_CODES } from '@platform/domain';
import { z } from 'zod';
import { amountField } from './collections.ts';
import { operatorField } from './networks.ts';

const optionalText = (max: number) => z.string().trim().max(max, { error: 'max' }).optional();
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'format' })
  .max(2000, { error: 'max' })
  .optional();

export const checkoutSessionParams = z.object({
  id: z.string().regex(/^cs_[0-9a-z]{10,40}$/, { error: 'format' }),
});
export const checkoutPaymentParams = checkoutSessionParams.extend({
  reference: z.string().regex(/^txn_[0-9a-z]{10,40}$/, { error: 'format' }),
});
export const cardReturnParams = z.object({
  reference: z.string().regex(/^txn_[0-9a-z]{10,40}$/, { error: 'format' }),
});

/** Where a payment attempt stands, as the customer's page shows it. */
export const checkoutPaymentView = z.object({
  reference: z.string(),
  method: z.enum(['mobile', 'card']),
  network: z.string(),
  /** PENDING also covers "no answer yet" (UNKNOWN): the page shows "still waiting". */
  status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED']),
  /** true while the operator has not answered for sure (a timeout): never a failure. */
  waiting: z.boolean(),
  amount: z.number().int(),
  fee: z.number().int(),
  customer_pays: z.number().int(),
  action: z
    .union([
      z.object({ type: z.literal('ussd_push'), message: z.string().optional() }),
      z.object({ type: z.literal('redirect'), url: z.string() }),
      z.object({ type: z.literal('otp'), instructions: z.string().optional() }),
      z.object({ type: z.literal('qr'), data: z.string() }),
    ])
    .nullable(),
  reason: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type CheckoutPaymentView = z.infer<typeof checkoutPaymentView>;

export const checkoutNetwork = z.object({
  code: z.enum(OPERATOR_CODES),
  name: z.string(),
  country: z.string(),
  dial_code: z.string(),
  /** ussd_push, otp (dial `ussd_code` first) or redirect (Wave, any SIM). */
  action: z.string(),
  ussd_code: z.string().nullable(),
  rate_bps: z.number().int(),
});

/** A checkout session as the public page shows it. */
export const checkoutSessionView = z
  .object({
    id: z.string(),
    status: z.enum(['open', 'paid', 'expired']),
    mode: z.enum(['LIVE', 'SANDBOX']),
    merchant_name: z.string(),
    shop_name: z.string(),
    /** The shop's colour and logo, the business's support contact (merchant settings). */
    branding: z.object({
      color: z.string(),
      logo_url: z.string().nullable(),
      support_phone: z.string().nullable(),
      support_email: z.string().nullable(),
    }),
    currency: z.literal('XOF'),
    /** null: the customer types the amount, between amount_min and amount_max. */
    amount: z.number().int().nullable(),
    amount_min: z.number().int(),
    amount_max: z.number().int(),
    description: z.string().nullable(),
    collect: z.object({ name: z.boolean(), email: z.boolean(), phone: z.boolean() }),
    customer: z.object({
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      email: z.string().nullable(),
    }),
    /** customer: the fee is added to what the customer pays (shop `without_taxe`). */
    fee_paid_by: z.enum(['customer', 'merchant']),
    /** The fee rule, so the page previews the fee of a typed amount as the server computes it. */
    fee_rule: z.object({ fixed: z.number().int(), card_bps: z.number().int() }),
    networks: z.array(checkoutNetwork),
    card_enabled: z.boolean(),
    return_url: z.string().nullable(),
    cancel_url: z.string().nullable(),
    expires_at: z.string().nullable(),
    paid_at: z.string().nullable(),
    payment: checkoutPaymentView.nullable(),
  })
  .meta({ id: 'CheckoutSession' });
export type CheckoutSessionView = z.infer<typeof checkoutSessionView>;

const customerFields = {
  first_name: optionalText(80),
  last_name: optionalText(80),
  email: z.email({ error: 'email' }).max(254).optional(),
};

export const checkoutMobilePayBody = z.object({
  network: operatorField('required'),
  phoneNumber: z
    .string({ error: 'required' })
    .trim()
    .min(6, { error: 'format' })
    .max(24, { error: 'format' })
    .regex(/^[+\d\s\-.()/]+$/, { error: 'format' }),
  /** Only when the session leaves the amount to the customer. */
  amount: amountField.optional(),
  otp: z
    .string()
    .regex(/^\d{4,8}$/, { error: 'format' })
    .optional(),
  locale: z.enum(['fr', 'en', 'es']).optional(),
  ...customerFields,
});
export type CheckoutMobilePayBody = z.input<typeof checkoutMobilePayBody>;

export const checkoutCardPayBody = z.object({
  amount: amountField.optional(),
  phoneNumber: optionalText(24),
  locale: z.enum(['fr', 'en', 'es']).optional(),
  ...customerFields,
});
export type CheckoutCardPayBody = z.input<typeof checkoutCardPayBody>;

/** The merchant API's hosted checkout (`POST /api/checkout/public/sessions`). */
export const createCheckoutSessionBody = z.object({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  /** Omit to let the customer type the amount. */
  amount: amountField.optional(),
  description: optionalText(255),
  return_url: httpUrl,
  cancel_url: httpUrl,
  /** Minutes until the session expires (default 24 h, at most 30 days). */
  expires_in_minutes: z.number().int().min(5).max(43_200).optional(),
  order_id: optionalText(100),
  collect: z
    .object({ name: z.boolean().optional(), email: z.boolean().optional(), phone: z.boolean().optional() })
    .optional(),
  ...customerFields,
});
export type CreateCheckoutSessionBody = z.input<typeof createCheckoutSessionBody>;

export const createCheckoutSessionResponse = z.object({
  id: z.string(),
  checkout_url: z.string(),
  status: z.enum(['open', 'paid', 'expired']),
  expires_at: z.string().nullable(),
});
