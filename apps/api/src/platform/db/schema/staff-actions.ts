import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The back-office audit trail: one row per staff action (who, when, what, on which merchant and
 * object, before → after, reason). Append-only: a trigger refuses UPDATE and DELETE.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: text('id').primaryKey(),
    staffUserId: text('staff_user_id').notNull(),
    action: text('action').notNull(),
    merchantId: text('merchant_id'),
    objectType: text('object_type'),
    objectId: text('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_actions_created_idx').on(t.createdAt, t.id),
    index('staff_actions_merchant_idx').on(t.merchantId, t.createdAt),
    index('staff_actions_staff_idx').on(t.staffUserId, t.createdAt),
    index('staff_actions_action_idx').on(t.action, t.createdAt),
  ],
);
