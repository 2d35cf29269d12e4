import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';

/**
 * A manual balance adjustment by staff (credit or debit of a shop's available balance, with a
 * reason), posted as one balanced ledger entry against the platform's fee account. Above the
 * four-eyes threshold of packages/domain it waits (PENDING) for a second staff member, who
 * approves (APPLIED) or rejects (REJECTED) it; below, it is APPLIED at once.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    /** credit or debit. */
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** PENDING, APPLIED, REJECTED. */
    status: text('status').notNull(),
    requestedBy: text('requested_by').notNull(),
    decidedBy: text('decided_by'),
    decisionNote: text('decision_note'),
    /** The ledger entry that moved the money (APPLIED). */
    entryId: text('entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('balance_adjustments_shop_idx').on(t.shopId, t.createdAt.desc()),
    index('balance_adjustments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
  ],
);
