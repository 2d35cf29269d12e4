import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The built-in inbox used when no SMTP server is configured. */
export const devMails = pgTable('dev_mails', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
