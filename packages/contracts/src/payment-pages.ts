import { z } from 'zod';
import { amountField } from './collections.ts';
import { sourcePayment, sourceStats } from './payment-links.ts';

const shopField = z.string({ error: 'required' }).min(1, { error: 'required' }).max(64);

export const PAGE_AMOUNT_TYPES = ['fixed', 'products', 'free'] as const;
export type PageAmountType = (typeof PAGE_AMOUNT_TYPES)[number];

export const pageItemInput = z.object({
  name: z.string({ error: 'format' }).trim().max(120, { error: 'max' }).optional(),
  price: amountField,
});

const pageTitle = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(120, { error: 'max' });
const pageDescription = z.string().trim().max(1000, { error: 'max' });
const pageImage = z.string().min(1).max(64).nullable();
const brandColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'format' });

/** The offer's rules: amounts or products need at least one item, products a name each. */
function checkOffer(
  body: { amount_type?: PageAmountType | undefined; items?: { name?: string | undefined }[] | undefined },
  ctx: z.RefinementCtx,
) {
  const items = body.items ?? [];
  if (body.amount_type !== 'free' && items.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['items'] });
  }
  if (body.amount_type === 'products') {
    items.forEach((item, i) => {
      if (!item.name) ctx.addIssue({ code: 'custom', message: 'required', path: ['items', i, 'name'] });
    });
  }
}

/** Create a payment page: fixed amounts, products (name and price) or a free amount. */
export const createPaymentPageBody = z
  .object({
    shop: shopField,
    title: pageTitle,
    /** Empty: made from the title. */
    slug: z
      .literal('')
      .transform(() => undefined)
      .or(
        z
          .string({ error: 'format' })
          .trim()
          .max(80, { error: 'max' })
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'alphaDash' }),
      )
      .optional(),
    description: pageDescription.optional(),
    image_id: pageImage.optional(),
    amount_type: z.enum(PAGE_AMOUNT_TYPES, { error: 'required' }),
    items: z.array(pageItemInput).max(20, { error: 'max' }).optional().default([]),
    brand_color: brandColor.optional(),
  })
  .superRefine(checkOffer);
export type CreatePaymentPageBody = z.input<typeof createPaymentPageBody>;
export type CreatePaymentPageInput = z.output<typeof createPaymentPageBody>;

/** An item of an edited page: with the `_id` of one of its items, that item keeps its id. */
export const pageItemUpdate = pageItemInput.extend({ _id: z.string().min(1).max(64).optional() });

/**
 * Edit a page (the same rules as at creation). Its id, shop and slug (its public address) never
 * change: unknown fields are refused. The offer (`amount_type` with its `items`) is sent whole;
 * items sent with their `_id` keep it, the others are new, those left out are removed. Payments
 * already made keep their amount and label.
 */
export const updatePaymentPageBody = z
  .strictObject({
    enabled: z.boolean({ error: 'format' }).optional(),
    title: pageTitle.optional(),
    description: pageDescription.optional(),
    brand_color: brandColor.optional(),
    image_id: pageImage.optional(),
    amount_type: z.enum(PAGE_AMOUNT_TYPES, { error: 'required' }).optional(),
    items: z.array(pageItemUpdate).max(20, { error: 'max' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.amount_type === undefined && body.items === undefined) return;
    if (body.amount_type === undefined) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['amount_type'] });
      return;
    }
    checkOffer(body, ctx);
  });
export type UpdatePaymentPageBody = z.input<typeof updatePaymentPageBody>;
export type UpdatePaymentPageInput = z.output<typeof updatePaymentPageBody>;
/** What can change on a page (everything else is fixed). */
export const PAYMENT_PAGE_EDITABLE_FIELDS = [
  'enabled',
  'title',
  'description',
  'brand_color',
  'image_id',
  'amount_type',
  'items',
] as const;

export const paymentPagesQuery = z.object({ shop: shopField });
export const paymentPageIdParams = z.object({ id: z.string().min(1).max(64) });

export const pageItemView = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  price: z.number().int(),
});

export const paymentPageView = z
  .object({
    _id: z.string(),
    shop: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    image_url: z.string().nullable(),
    image_id: z.string().nullable(),
    amount_type: z.enum(PAGE_AMOUNT_TYPES),
    items: z.array(pageItemView),
    brand_color: z.string(),
    enabled: z.boolean(),
    /** The public address, relative to the web app (`/page/{slug}/{id}`). */
    path: z.string(),
    created_at: z.string(),
    stats: sourceStats,
  })
  .meta({ id: 'PaymentPage' });
export type PaymentPageView = z.infer<typeof paymentPageView>;

export const paymentPageListResponse = z.object({ pages: z.array(paymentPageView) });
export const paymentPageDetailResponse = z.object({
  page: paymentPageView,
  payments: z.array(sourcePayment),
});
export type PaymentPageDetailResponse = z.infer<typeof paymentPageDetailResponse>;

export const pageImageResponse = z.object({ _id: z.string(), url: z.string() });

/** What the public page shows. */
export const publicPageResponse = z.object({
  page: z.object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    image_url: z.string().nullable(),
    amount_type: z.enum(PAGE_AMOUNT_TYPES),
    items: z.array(pageItemView),
    brand_color: z.string(),
    shop_name: z.string(),
    /** The shop's logo (merchant settings), when it has one. */
    shop_logo_url: z.string().nullable(),
    mode: z.enum(['LIVE', 'SANDBOX']),
  }),
});
export type PublicPageResponse = z.infer<typeof publicPageResponse>;

/** The customer's choice on a page: one of its items, or an amount when the page is free. */
export const openPageBody = z.object({
  item: z.string().min(1).max(64).optional(),
  amount: amountField.optional(),
});
export const openPageResponse = z.object({ session: z.object({ id: z.string(), url: z.string() }) });
