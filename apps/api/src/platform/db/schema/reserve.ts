import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';
import { transactions } from './transactions.ts';

/**
 * One share of a settled collection held in the shop's reserve account (the rolling reserve):
 * moved by the ledger entry `reserve:<transaction>:held` in the settlement's transaction, and
 * back to available by `reserve:<hold>:released` once `release_at` has passed, in the same
 * transaction that sets `released_at` (so it is released once). The balances are the ledger's;
 * this is the schedule and history read model.
 */
export const reserveHolds = pgTable(
  'reserve_holds',
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
    /** The collection's reference, shown in the history. */
    reference: text('reference').notNull(),
    /** What the merchant received on the collection, and the share held (XOF). */
    collectionAmount: bigint('collection_amount', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    holdDays: integer('hold_days').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    unique('reserve_holds_transaction_uq').on(t.transactionId),
    index('reserve_holds_shop_idx').on(t.shopId, t.mode, t.heldAt),
    index('reserve_holds_due_idx').on(t.releaseAt).where(sql`${t.releasedAt} is null`),
  ],
);
