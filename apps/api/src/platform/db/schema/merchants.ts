import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A business account. Its owner and team are users; its shops hold the money. */
export const merchants = pgTable('merchants', {
  id: text('id').primaryKey(),
  businessName: text('business_name').notNull(),
  country: text('country').notNull(),
  /** PENDING (identity not sent), SUBMITTED (waiting for staff), VALID, REJECTED. */
  status: text('status').notNull().default('PENDING'),
  valid: boolean('valid').notNull().default(false),
  cardEnabled: boolean('card_enabled').notNull().default(false),
  /** Identity and business details given at sign-up (see contracts `identityFields`). */
  identity: jsonb('identity').$type<Record<string, string>>(),
  identitySubmittedAt: timestamp('identity_submitted_at', { withTimezone: true }),
  validatedAt: timestamp('validated_at', { withTimezone: true }),
  /** Suspended by staff after a conformity review: no new live collections or payouts. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  /** Last conformity review by staff (periodic re-review counts from it). */
  conformityReviewedAt: timestamp('conformity_reviewed_at', { withTimezone: true }),
  /** Found due for a review by the scheduled `conformity.review` job (null: not due), and why. */
  conformityFlaggedAt: timestamp('conformity_flagged_at', { withTimezone: true }),
  conformityReasons: text('conformity_reasons').array(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
