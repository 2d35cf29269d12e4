import {
  MARKET_CART_MAX_LINES,
  MARKET_CART_MAX_QUANTITY,
  MARKET_FULFILMENT_STATUSES,
  MARKET_PAYMENT_STATUSES,
  MARKET_PHOTOS_MAX,
  MARKET_SLUG_PATTERN,
  normalizePhone,
} from '@platform/domain';
import { z } from 'zod';
import { amountField } from './collections.ts';

const shopField = z.string({ error: 'required' }).min(1, { error: 'required' }).max(64);
const idField = z.string().min(1).max(64);
const text = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'max' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'max' }).optional();

export const marketShopQuery = z.object({ shop: shopField });
export const marketIdParams = z.object({ id: idField });
export const marketSlugParams = z.object({ slug: z.string().min(1).max(80) });

/** The storefront's settings: its address, name, description, open or closed. */
export const updateMarketStoreBody = z.object({
  shop: shopField,
  slug: z
    .string({ error: 'required' })
    .trim()
    .toLowerCase()
    .min(3, { error: 'min' })
    .max(60, { error: 'max' })
    .regex(MARKET_SLUG_PATTERN, { error: 'alphaDash' }),
  name: text(120),
  description: optionalText(1000),
  enabled: z.boolean({ error: 'format' }).optional(),
});
export type UpdateMarketStoreBody = z.input<typeof updateMarketStoreBody>;

export const marketStoreView = z
  .object({
    _id: z.string(),
    shop: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    enabled: z.boolean(),
    /** The public address, relative to the web app (`/market/{slug}`). */
    path: z.string(),
  })
  .meta({ id: 'MarketStore' });
export type MarketStoreView = z.infer<typeof marketStoreView>;
export const marketStoreResponse = z.object({ store: marketStoreView.nullable() });

const categoriesField = z
  .array(z.string().trim().min(1, { error: 'required' }).max(40, { error: 'max' }))
  .max(10, { error: 'max' });

/** A product: price in XOF, stock null = unlimited, photos uploaded first (POST /market/photos). */
export const createMarketProductBody = z.object({
  shop: shopField,
  name: text(120),
  description: optionalText(2000),
  price: amountField,
  stock: z
    .number({ error: 'format' })
    .int({ error: 'format' })
    .min(0, { error: 'format' })
    .max(1_000_000, { error: 'format' })
    .nullable(),
  active: z.boolean({ error: 'format' }).optional().default(true),
  categories: categoriesField.optional().default([]),
  photos: z.array(idField).max(MARKET_PHOTOS_MAX, { error: 'max' }).optional().default([]),
});
export type CreateMarketProductBody = z.input<typeof createMarketProductBody>;
export type CreateMarketProductInput = z.output<typeof createMarketProductBody>;

export const updateMarketProductBody = z.object({
  name: text(120).optional(),
  description: optionalText(2000),
  price: amountField.optional(),
  stock: z
    .number({ error: 'format' })
    .int({ error: 'format' })
    .min(0, { error: 'format' })
    .max(1_000_000, { error: 'format' })
    .nullable()
    .optional(),
  active: z.boolean({ error: 'format' }).optional(),
  categories: categoriesField.optional(),
  photos: z.array(idField).max(MARKET_PHOTOS_MAX, { error: 'max' }).optional(),
});
export type UpdateMarketProductBody = z.input<typeof updateMarketProductBody>;
export type UpdateMarketProductInput = z.output<typeof updateMarketProductBody>;

export const marketPhotoView = z.object({ _id: z.string(), url: z.string() });
export const marketPhotoResponse = marketPhotoView;

export const marketProductView = z
  .object({
    _id: z.string(),
    shop: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    price: z.number().int(),
    stock: z.number().int().nullable(),
    active: z.boolean(),
    categories: z.array(z.string()),
    photos: z.array(marketPhotoView),
    created_at: z.string(),
  })
  .meta({ id: 'MarketProduct' });
export type MarketProductView = z.infer<typeof marketProductView>;
export const marketProductListResponse = z.object({ products: z.array(marketProductView) });
export const marketProductResponse = z.object({ product: marketProductView });

export const marketOrderItemView = z.object({
  product: z.string(),
  name: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
});

export const marketOrderView = z
  .object({
    _id: z.string(),
    shop: z.string(),
    customer_name: z.string(),
    customer_phone: z.string(),
    customer_email: z.string().nullable(),
    delivery_address: z.string(),
    total: z.number().int(),
    items: z.array(marketOrderItemView),
    payment_status: z.enum(MARKET_PAYMENT_STATUSES),
    fulfilment_status: z.enum(MARKET_FULFILMENT_STATUSES),
    /** The moves the merchant may make now. */
    next_statuses: z.array(z.enum(MARKET_FULFILMENT_STATUSES)),
    transaction_reference: z.string().nullable(),
    refund_id: z.string().nullable(),
    paid_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'MarketOrder' });
export type MarketOrderView = z.infer<typeof marketOrderView>;
export const marketOrdersQuery = z.object({
  shop: shopField,
  status: z.enum(MARKET_FULFILMENT_STATUSES).optional(),
  /** paid (default: the orders to handle) or all (also those never paid). */
  payment: z.enum(['paid', 'all']).optional().default('paid'),
});
export const marketOrderListResponse = z.object({ orders: z.array(marketOrderView) });
export const marketOrderResponse = z.object({ order: marketOrderView });
export const updateMarketOrderBody = z.object({
  status: z.enum(MARKET_FULFILMENT_STATUSES, { error: 'required' }),
});

/** What the storefront shows. */
export const publicStorefrontResponse = z.object({
  store: z.object({
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    shop_name: z.string(),
    shop_logo_url: z.string().nullable(),
    brand_color: z.string().nullable(),
    enabled: z.boolean(),
    mode: z.enum(['LIVE', 'SANDBOX']),
  }),
  products: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      price: z.number().int(),
      /** null: unlimited; 0: sold out. */
      stock: z.number().int().nullable(),
      categories: z.array(z.string()),
      photos: z.array(z.string()),
    }),
  ),
});
export type PublicStorefrontResponse = z.infer<typeof publicStorefrontResponse>;

/** The customer's order: the cart and where to deliver it. */
export const placeMarketOrderBody = z.object({
  items: z
    .array(
      z.object({
        product: idField,
        quantity: z
          .number({ error: 'format' })
          .int({ error: 'format' })
          .min(1, { error: 'betweenMin' })
          .max(MARKET_CART_MAX_QUANTITY, { error: 'format' }),
      }),
    )
    .min(1, { error: 'required' })
    .max(MARKET_CART_MAX_LINES, { error: 'max' }),
  name: text(120),
  phone: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(24, { error: 'max' })
    .refine((value) => normalizePhone(value) !== null || normalizePhone(value, 'BJ') !== null, {
      error: 'format',
    }),
  address: text(500),
  email: z
    .literal('')
    .transform(() => undefined)
    .or(z.email({ error: 'email' }).max(254, { error: 'max' }))
    .optional(),
  locale: z.enum(['fr', 'en', 'es']).optional().default('fr'),
});
export type PlaceMarketOrderBody = z.input<typeof placeMarketOrderBody>;
export type PlaceMarketOrderInput = z.output<typeof placeMarketOrderBody>;

export const publicMarketOrderView = z.object({
  _id: z.string(),
  store: z.object({ slug: z.string(), name: z.string(), mode: z.enum(['LIVE', 'SANDBOX']) }),
  customer_name: z.string(),
  delivery_address: z.string(),
  total: z.number().int(),
  items: z.array(marketOrderItemView),
  payment_status: z.enum(MARKET_PAYMENT_STATUSES),
  fulfilment_status: z.enum(MARKET_FULFILMENT_STATUSES),
  /** Where to pay while the payment is pending (`/checkout?session=…`). */
  checkout_url: z.string().nullable(),
  created_at: z.string(),
});
export type PublicMarketOrderView = z.infer<typeof publicMarketOrderView>;
export const publicMarketOrderResponse = z.object({ order: publicMarketOrderView });
