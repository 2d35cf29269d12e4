import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';

/**
 * The customers of a shop in one mode: people who paid it (matched by phone number, created on
 * their first successful payment), added by hand, or imported from a file. One row per phone number
 * (normalised with the prefix table to its dialing code and national number, e.g. `2290197000000`).
 */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    /** Digits only: dialing code then national number, as transactions store it. */
    phoneNumber: text('phone_number').notNull(),
    /** The network detected from the prefix table, when one matches. */
    network: text('network'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    notes: text('notes'),
    /** How the row came: manual, import or payment. */
    source: text('source').notNull().default('manual'),
    lastPaymentAt: timestamp('last_payment_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_shop_phone_key').on(t.shopId, t.mode, t.phoneNumber),
    index('customers_shop_list_idx').on(t.shopId, t.mode, t.createdAt.desc(), t.id.desc()),
  ],
);
