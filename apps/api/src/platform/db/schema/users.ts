import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';

/** A merchant's team profile: its type and the permissions of SUBADMIN and DEV members. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    type: text('type').notNull(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profiles_merchant_idx').on(t.merchantId)],
);

/** Anyone who signs in: merchant owners and team members, staff, commercial agents. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').references(() => merchants.id),
    profileId: text('profile_id').references(() => profiles.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** MERCHANT for merchant-side users, else a staff role of the back-office. */
    role: text('role').notNull().default('MERCHANT'),
    /** Staff access list (back-office menu entries beyond the role). */
    access: text('access').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    avatarFilename: text('avatar_filename'),
    locale: text('locale').notNull().default('fr'),
    /** A team member removed by the owner: inactive, kept for the audit trail. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** A new address waiting for its confirmation link. */
    pendingEmail: text('pending_email'),
    /** Two-step sign-in (TOTP, RFC 6238): the base32 secret, on once confirmed. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** SHA-256 of the unused recovery codes. */
    recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One active address per person; a removed member's row keeps its address for the audit trail,
  // and the address may be invited again (a new user row).
  (t) => [
    uniqueIndex('users_email_key').on(t.email).where(sql`${t.removedAt} is null`),
    index('users_merchant_idx').on(t.merchantId),
  ],
);
