import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/** A document refused by staff, with the reason the merchant sees. */
export type RefusedDocument = { documentId: string; kind: string; reason: string };

/**
 * The history of staff decisions on a merchant's validation file and conformity: approvals,
 * refusals (with a reason per document), conformity reviews, suspensions and reinstatements.
 */
export const validationDecisions = pgTable(
  'validation_decisions',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    staffUserId: text('staff_user_id')
      .notNull()
      .references(() => users.id),
    /** VALIDATION (first review) or CONFORMITY (periodic re-review). */
    kind: text('kind').notNull(),
    /** APPROVED, REFUSED, CLEARED, SUSPENDED, REINSTATED. */
    decision: text('decision').notNull(),
    reason: text('reason'),
    refusedDocuments: jsonb('refused_documents').$type<RefusedDocument[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('validation_decisions_merchant_idx').on(t.merchantId, t.createdAt)],
);
