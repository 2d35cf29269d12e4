import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';

/**
 * A payment link (FeexLink, kind `link`) or a quick link (kind `quicklink`: a one-off amount for
 * one named customer). A null amount lets the customer type it. Opening it publicly creates a
 * checkout session whose source is this row; its statistics come from those sessions.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    /** link | quicklink */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** Fixed amount in XOF; null: the customer enters it. */
    amount: bigint('amount', { mode: 'bigint' }),
    /** false: single use (a paid session closes the link). Quick links are single use. */
    reusable: boolean('reusable').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    collectName: boolean('collect_name').notNull().default(false),
    collectEmail: boolean('collect_email').notNull().default(false),
    collectPhone: boolean('collect_phone').notNull().default(false),
    returnUrl: text('return_url'),
    /** Quick links: the one customer it is meant for. */
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    views: integer('views').notNull().default(0),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('payment_links_shop_idx').on(t.shopId, t.mode, t.kind, t.createdAt.desc(), t.id.desc())],
);
