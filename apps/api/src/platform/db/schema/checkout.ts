import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';
import { transactions } from './transactions.ts';

/**
 * A public checkout: what one customer is asked to pay, for a shop in a mode, from a source
 * (a payment link, a quick link, a payment page or the merchant API's hosted checkout).
 * open → paid (once, by the first successful attempt) or expired. `amount` null means the
 * customer types it.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    /** link, quicklink, page or api. */
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    /** open, paid or expired. */
    status: text('status').notNull().default('open'),
    amount: bigint('amount', { mode: 'bigint' }),
    description: text('description'),
    /** Customer fields to collect: { name?, email?, phone? }. */
    collect: jsonb('collect').$type<{ name?: boolean; email?: boolean; phone?: boolean }>(),
    returnUrl: text('return_url'),
    cancelUrl: text('cancel_url'),
    /** Prefilled customer: { firstName?, lastName?, email? }. */
    customer: jsonb('customer').$type<{ firstName?: string; lastName?: string; email?: string }>(),
    /** The merchant API's own reference of the order, when given. */
    merchantReference: text('merchant_reference'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The transaction that paid the session (else the latest attempt). */
    transactionId: text('transaction_id').references(() => transactions.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    amountPaid: bigint('amount_paid', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkout_sessions_source_idx').on(t.sourceKind, t.sourceId, t.createdAt),
    index('checkout_sessions_shop_idx').on(t.shopId, t.mode, t.createdAt),
  ],
);

/**
 * Each attempt to pay a session: one transaction (mobile money or card). For cards, only what
 * the processor gives back is kept: its payment id, the card token, brand and last 4 digits.
 */
export const checkoutPayments = pgTable(
  'checkout_payments',
  {
    transactionId: text('transaction_id')
      .primaryKey()
      .references(() => transactions.id),
    sessionId: text('session_id')
      .notNull()
      .references(() => checkoutSessions.id),
    /** mobile or card. */
    method: text('method').notNull(),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_payments_session_idx').on(t.sessionId, t.createdAt)],
);
