import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/**
 * An invitation to join a merchant's team: the e-mail, the profile it will give (SUBADMIN or
 * DEV) and its permissions. The link's token is stored hashed and works once, until it expires.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    email: text('email').notNull(),
    profileType: text('profile_type').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    locale: text('locale').notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    userId: text('user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('team_invitations_token_key').on(t.tokenHash),
    index('team_invitations_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

/** A merchant's settings: business details for receipts and checkout, e-mails, withdrawals. */
export const merchantSettings = pgTable('merchant_settings', {
  merchantId: text('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  tradeName: text('trade_name'),
  address: text('address'),
  country: text('country'),
  supportPhone: text('support_phone'),
  supportEmail: text('support_email'),
  notifications: jsonb('notifications').$type<Record<string, Record<string, boolean>>>(),
  /** `{kind: 'bank', bank_name, account_holder, iban}` or `{kind: 'wallet', network, phone}`. */
  payoutDestination: jsonb('payout_destination').$type<Record<string, string>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How far each notification sweep has read (`notify.merchant_events`): the last row's completion
 * time and id, in that order, so every success is told once.
 */
export const notificationCursors = pgTable('notification_cursors', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  lastId: text('last_id').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
