import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Security events: sign-ins, failures, logouts, password changes, token reuse. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    event: text('event').notNull(),
    userId: text('user_id'),
    merchantId: text('merchant_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_user_idx').on(t.userId, t.createdAt)],
);
