import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/**
 * A merchant's request for card payments (Visa, Mastercard…): PENDING until staff approve or
 * refuse it. At most one PENDING request per merchant (a partial unique index decides).
 */
export const cardRequests = pgTable(
  'card_requests',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id),
    businessName: text('business_name').notNull(),
    activity: text('activity').notNull(),
    country: text('country').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** Expected card volume per month, in XOF. */
    monthlyVolume: bigint('monthly_volume', { mode: 'bigint' }).notNull(),
    website: text('website'),
    message: text('message'),
    /** PENDING, APPROVED or REFUSED. */
    status: text('status').notNull().default('PENDING'),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The staff user who decided it. */
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_requests_open_key').on(t.merchantId).where(sql`${t.status} = 'PENDING'`),
    index('card_requests_merchant_idx').on(t.merchantId, t.createdAt.desc()),
  ],
);
