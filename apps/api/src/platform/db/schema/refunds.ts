import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';
import { transactions } from './transactions.ts';

/** A list of refunds made together (the /refund/newList flow). */
export const refundLists = pgTable(
  'refund_lists',
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
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refund_lists_shop_idx').on(t.shopId, t.mode, t.createdAt.desc())],
);

/**
 * A refund of a successful collection to the payer's wallet, paid by a payout (source refund).
 * PENDING until its payout is final; a FAILED refund no longer counts against the remainder.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id),
    listId: text('list_id').references(() => refundLists.id),
    payoutId: text('payout_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason'),
    status: text('status').notNull().default('PENDING'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_shop_idx').on(t.shopId, t.mode, t.createdAt.desc()),
    index('refunds_transaction_idx').on(t.transactionId),
  ],
);
