import { z } from 'zod';
import { amountField } from './collections.ts';

const shopField = z.string({ error: 'required' }).min(1, { error: 'required' }).max(64);
const optionalText = (max: number) =>
  z
    .string({ error: 'format' })
    .trim()
    .max(max, { error: 'max' })
    .optional()
    .transform((v) => (v === '' ? undefined : v));
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'format' })
  .max(2000, { error: 'max' })
  .optional()
  .or(z.literal('').transform(() => undefined));
/** An ISO date-time (with offset) in the future is checked by the service, not here. */
const dateTime = z.iso.datetime({ offset: true, error: 'format' });

export const LINK_KINDS = ['link', 'quicklink'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const collectFields = z.object({
  name: z.boolean().optional().default(false),
  email: z.boolean().optional().default(false),
  phone: z.boolean().optional().default(false),
});

/** The customer a quick link is for: a name and a phone number or an e-mail address. */
export const quickLinkCustomer = z
  .object({
    name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(120, { error: 'max' }),
    phone: z
      .string({ error: 'format' })
      .trim()
      .max(24, { error: 'max' })
      .refine((v) => v === '' || /^\+?\d{6,20}$/.test(v.replace(/\s/g, '')), { error: 'format' })
      .optional(),
    email: z
      .string({ error: 'format' })
      .trim()
      .max(254, { error: 'max' })
      .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'email' })
      .optional(),
  })
  .refine((c) => Boolean(c.phone) || Boolean(c.email), { error: 'required', path: ['phone'] });

/** Create a payment link or a quick link. `amount: null` (links only) lets the customer type it. */
export const createPaymentLinkBody = z
  .object({
    shop: shopField,
    kind: z.enum(LINK_KINDS, { error: 'format' }).default('link'),
    title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(120, { error: 'max' }),
    description: optionalText(500),
    amount: amountField.nullable().optional(),
    reusable: z.boolean({ error: 'format' }).optional().default(true),
    expires_at: dateTime.nullable().optional(),
    collect: collectFields.optional(),
    return_url: httpUrl,
    customer: quickLinkCustomer.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'quicklink') {
      if (body.amount == null) ctx.addIssue({ code: 'custom', message: 'required', path: ['amount'] });
      if (!body.customer) ctx.addIssue({ code: 'custom', message: 'required', path: ['customer', 'name'] });
    }
  });
export type CreatePaymentLinkBody = z.input<typeof createPaymentLinkBody>;
export type CreatePaymentLinkInput = z.output<typeof createPaymentLinkBody>;

/**
 * Edit a link (the same rules as at creation). Its id, kind and shop never change (unknown fields
 * are refused); once it has been paid, its amount, usage and quick-link customer are locked too
 * (the service answers 409 PAYMENT_LINK_PAID_LOCKED). Empty texts clear the description and the
 * return address.
 */
export const updatePaymentLinkBody = z.strictObject({
  enabled: z.boolean({ error: 'format' }).optional(),
  title: z.string().trim().min(1, { error: 'required' }).max(120, { error: 'max' }).optional(),
  /** An empty text clears the description. */
  description: z.string({ error: 'format' }).trim().max(500, { error: 'max' }).optional(),
  amount: amountField.nullable().optional(),
  reusable: z.boolean({ error: 'format' }).optional(),
  expires_at: dateTime.nullable().optional(),
  collect: collectFields.optional(),
  /** An empty text clears the return address. */
  return_url: z
    .url({ protocol: /^https?$/, error: 'format' })
    .max(2000, { error: 'max' })
    .or(z.literal(''))
    .optional(),
  customer: quickLinkCustomer.optional(),
});
/** What can change on a link (everything else is fixed). */
export const PAYMENT_LINK_EDITABLE_FIELDS = Object.keys(updatePaymentLinkBody.shape);
/** Fields locked once the link has a paid payment. */
export const PAYMENT_LINK_PAID_LOCKED_FIELDS = ['amount', 'reusable', 'customer'] as const;
export type UpdatePaymentLinkBody = z.input<typeof updatePaymentLinkBody>;
export type UpdatePaymentLinkInput = z.output<typeof updatePaymentLinkBody>;

export const paymentLinksQuery = z.object({
  shop: shopField,
  kind: z.enum(LINK_KINDS, { error: 'format' }).default('link'),
});
export const paymentLinkIdParams = z.object({ id: z.string().min(1).max(64) });

export const sourceStats = z.object({
  views: z.number().int(),
  payments: z.number().int(),
  /** Sum of what the paid sessions collected, in XOF. */
  amount_collected: z.number().int(),
});
export type SourceStats = z.infer<typeof sourceStats>;

export const LINK_STATES = ['active', 'disabled', 'expired', 'used'] as const;

export const paymentLinkView = z
  .object({
    _id: z.string(),
    kind: z.enum(LINK_KINDS),
    shop: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    amount: z.number().int().nullable(),
    reusable: z.boolean(),
    expires_at: z.string().nullable(),
    enabled: z.boolean(),
    state: z.enum(LINK_STATES),
    collect: z.object({ name: z.boolean(), email: z.boolean(), phone: z.boolean() }),
    return_url: z.string().nullable(),
    customer: z
      .object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
      .nullable(),
    /** The public address, relative to the web app (`/checkout/link/{id}`). */
    path: z.string(),
    created_at: z.string(),
    stats: sourceStats,
  })
  .meta({ id: 'PaymentLink' });
export type PaymentLinkView = z.infer<typeof paymentLinkView>;

export const paymentLinkListResponse = z.object({ links: z.array(paymentLinkView) });

/** One payment attempt on a link's or a page's checkout sessions. */
export const sourcePayment = z.object({
  session: z.string(),
  session_status: z.string(),
  method: z.string(),
  transaction_id: z.string(),
  reference: z.string(),
  status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED']),
  amount: z.number().int(),
  phone_number: z.string(),
  operator: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type SourcePayment = z.infer<typeof sourcePayment>;

export const paymentLinkDetailResponse = z.object({
  link: paymentLinkView,
  payments: z.array(sourcePayment),
});
export type PaymentLinkDetailResponse = z.infer<typeof paymentLinkDetailResponse>;

export const shareLinkBody = z.object({
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(254)
    .pipe(z.email({ error: 'email' })),
});

/** What the public link page shows before paying. */
export const publicLinkResponse = z.object({
  link: z.object({
    _id: z.string(),
    kind: z.enum(LINK_KINDS),
    title: z.string(),
    description: z.string().nullable(),
    amount: z.number().int().nullable(),
    shop_name: z.string(),
    mode: z.enum(['LIVE', 'SANDBOX']),
    customer_name: z.string().nullable(),
  }),
  session: z.object({ id: z.string(), url: z.string() }),
});
export type PublicLinkResponse = z.infer<typeof publicLinkResponse>;
