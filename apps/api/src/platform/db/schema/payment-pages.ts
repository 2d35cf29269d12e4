import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';

/** An image uploaded for a payment page: stored under the uploads folder, served publicly by id. */
export const paymentPageImages = pgTable('payment_page_images', {
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
 * A branded payment page (FeexPage) at `/page/{slug}/{id}`: fixed amounts, products (name and
 * price) or a free amount. Its statistics come from the checkout sessions it opened.
 */
export const paymentPages = pgTable(
  'payment_pages',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    imageId: text('image_id').references(() => paymentPageImages.id),
    /** fixed | products | free */
    amountType: text('amount_type').notNull(),
    brandColor: text('brand_color').notNull().default('#d45d00'),
    enabled: boolean('enabled').notNull().default(true),
    views: integer('views').notNull().default(0),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('payment_pages_shop_idx').on(t.shopId, t.mode, t.createdAt.desc(), t.id.desc())],
);

/** The amounts a page offers: a fixed amount (no name) or a product (name and price). */
export const paymentPageItems = pgTable(
  'payment_page_items',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id')
      .notNull()
      .references(() => paymentPages.id),
    name: text('name'),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('payment_page_items_page_idx').on(t.pageId, t.position)],
);
