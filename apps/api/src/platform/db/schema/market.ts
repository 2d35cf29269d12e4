import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';

/** A shop's FeexMarket storefront, public at `/market/{slug}` (one per shop, so per mode). */
export const marketStores = pgTable(
  'market_stores',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    /** Lower-case letters, digits and dashes; unique across the platform. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** A closed storefront shows its name and takes no orders. */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_stores_shop_idx').on(t.shopId),
    uniqueIndex('market_stores_slug_idx').on(t.slug),
  ],
);

/** A product photo: resized with sharp on upload, served publicly by id. */
export const marketPhotos = pgTable('market_photos', {
  id: text('id').primaryKey(),
  merchantId: text('merchant_id')
    .notNull()
    .references(() => merchants.id),
  storageKey: text('storage_key').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A product of a shop's storefront. `stock` null = unlimited; otherwise what is left to sell
 * (orders waiting for their payment have already taken theirs: see place-market-order.ts). The
 * check constraint is the last guard against selling more than there is.
 */
export const marketProducts = pgTable(
  'market_products',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    stock: integer('stock'),
    active: boolean('active').notNull().default(true),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /** Ids of market_photos, in display order. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('market_products_shop_idx').on(t.shopId, t.mode, t.createdAt.desc(), t.id.desc()),
    check('market_products_stock_check', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
  ],
);

/**
 * A customer's order on a storefront, paid through a checkout session (source `market`).
 * payment: pending → paid | failed | expired (→ pending again when the customer pays anew), paid → refunded;
 * fulfilment (the merchant's): new → preparing → shipped → delivered, or cancelled;
 * stock: reserved (taken when ordered) → sold (paid) | released (payment failed or expired) | returned (cancelled).
 */
export const marketOrders = pgTable(
  'market_orders',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    storeId: text('store_id')
      .notNull()
      .references(() => marketStores.id),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    deliveryAddress: text('delivery_address').notNull(),
    locale: text('locale').notNull().default('fr'),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    /** The checkout session of the current payment attempt chain. */
    sessionId: text('session_id').notNull(),
    transactionId: text('transaction_id'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    fulfilmentStatus: text('fulfilment_status').notNull().default('new'),
    stockState: text('stock_state').notNull().default('reserved'),
    refundId: text('refund_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('market_orders_shop_idx').on(t.shopId, t.mode, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('market_orders_session_idx').on(t.sessionId),
    index('market_orders_reserved_idx')
      .on(t.createdAt)
      .where(sql`${t.stockState} = 'reserved' AND ${t.paymentStatus} = 'pending'`),
  ],
);

/** The lines of an order, with the name and price as they were when ordered. */
export const marketOrderItems = pgTable(
  'market_order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => marketOrders.id),
    productId: text('product_id')
      .notNull()
      .references(() => marketProducts.id),
    name: text('name').notNull(),
    unitPrice: bigint('unit_price', { mode: 'bigint' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('market_order_items_order_idx').on(t.orderId)],
);
