import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

/** Each merchant's referral code (made on first use); its link is `/signup?ref=<code>`. */
export const referralCodes = pgTable('referral_codes', {
  merchantId: text('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  code: text('code').notNull().unique('referral_codes_code_uq'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A commercial agent (a staff user of role COMMERCIAL): its sign-up code (`/signup?agent=<code>`)
 * and the default terms of the merchants assigned to it, set by staff.
 */
export const commercialAgents = pgTable('commercial_agents', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  code: text('code').notNull().unique('commercial_agents_code_uq'),
  rateBps: integer('rate_bps').notNull(),
  months: integer('months').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who earns on a merchant's collections, and on what terms: at most one sponsor (kind
 * 'referral', recorded at sign-up only) and one agent (kind 'agent', from the agent's sign-up
 * link or assigned by staff). The period runs `months` from the merchant's validation.
 */
export const commissionTerms = pgTable(
  'commission_terms',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind').$type<'agent' | 'referral'>().notNull(),
    /** The sponsoring merchant (kind 'referral'). */
    sponsorMerchantId: text('sponsor_merchant_id').references(() => merchants.id),
    /** The commercial agent (kind 'agent'). */
    agentUserId: text('agent_user_id').references(() => users.id),
    rateBps: integer('rate_bps').notNull(),
    months: integer('months').notNull(),
    /** signup (referral or agent link) or staff (assigned in the back-office). */
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('commission_terms_merchant_kind_uq').on(t.merchantId, t.kind),
    index('commission_terms_sponsor_idx').on(t.sponsorMerchantId),
    index('commission_terms_agent_idx').on(t.agentUserId),
  ],
);

/**
 * One commission earned on one collection (the ledger entry `commission:<transaction>:<kind>`
 * moved it), with what refunds took back since. A read model written in the same transaction as
 * the ledger entries, for the boards' sums; the balances themselves are the ledger's.
 */
export const commissionAccruals = pgTable(
  'commission_accruals',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id),
    kind: text('kind').$type<'agent' | 'referral'>().notNull(),
    /** The merchant whose collection it is. */
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    sponsorMerchantId: text('sponsor_merchant_id').references(() => merchants.id),
    agentUserId: text('agent_user_id').references(() => users.id),
    mode: integer('mode').notNull(),
    collectionAmount: bigint('collection_amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reversed: bigint('reversed', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('commission_accruals_transaction_kind_uq').on(t.transactionId, t.kind),
    index('commission_accruals_sponsor_idx').on(t.sponsorMerchantId, t.createdAt),
    index('commission_accruals_agent_idx').on(t.agentUserId, t.createdAt),
  ],
);
