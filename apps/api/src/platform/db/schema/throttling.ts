import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Password confirmations (check_password, money leaving, the sandbox switch), per user: wrong
 * passwords here lock that user's confirmations only, never anyone's sign-in (docs/security.md).
 */
export const passwordChecks = pgTable(
  'password_checks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip').notNull(),
    succeeded: integer('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_checks_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Rate-limit counters shared by every API process: one row per key (family and caller), bumped by
 * one UPSERT per request in fixed windows. UNLOGGED (see the migration): a crash only forgets the
 * current windows.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  /** End of the current window, in epoch milliseconds (a multiple of the window's length). */
  resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
  hits: integer('hits').notNull(),
});
