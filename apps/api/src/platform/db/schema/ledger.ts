import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/**
 * The double-entry ledger (see docs/ledger.md).
 *
 * SIGN CONVENTION: a posting's `amount` is the signed change it makes to its account's
 * balance: positive credits the account (the platform owes its holder more), negative debits
 * it. The postings of one entry sum to zero, and an account's balance is the sum of its
 * postings. A merchant's `available` balance is therefore positive; an operator clearing
 * account (a mirror of money held at the operator) goes negative when collections come in.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'available',
  'pending',
  'reserve',
  'platform_fees',
  'operator_clearing',
  // Growth (migration 0027): what a sponsoring merchant or a commercial agent has earned.
  'referral_commission',
  'agent_commission',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    /** Null for the platform's own accounts (fees, operator clearing). */
    merchantId: text('merchant_id').references(() => merchants.id),
    shopId: text('shop_id').references(() => shops.id),
    /**
     * The commercial agent (a staff user) holding an `agent_commission` account; null otherwise.
     * A `referral_commission` account is held by its merchant (`merchant_id`, no shop).
     */
    userId: text('user_id').references(() => users.id),
    /** 1 live, 0 sandbox. */
    mode: integer('mode').notNull(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** Operator code of a clearing account, null otherwise. */
    operator: text('operator'),
    currency: text('currency').notNull().default('XOF'),
    /** Cached sum of the account's postings, updated under a row lock with each entry. */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Number of postings applied to the cached balance. */
    version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * Platform accounts are split into a few rows (shards, picked from the shop) so that
     * settlements of unrelated shops do not wait on one locked row; their sum is the account.
     */
    shard: integer('shard').notNull().default(0),
    /**
     * A shop account may be split into `buckets` rows (shard 0 … buckets − 1, same shop, mode and
     * kind) so that concurrent writers of one hot account lock different rows: the account's
     * balance is the sum of its buckets, each never below zero. Set on every row of the account;
     * postings name shard 0 and `ledger_post_entry` picks the bucket (see docs/ledger.md).
     */
    buckets: integer('buckets').notNull().default(1),
    /**
     * How many postings to this (unsplit shop) account had to wait for another transaction's lock
     * on it. `ledger_post_entry` counts them and splits the account into buckets once it is
     * contended often enough (see docs/ledger.md, "Hot accounts").
     */
    contention: integer('contention').notNull().default(0),
    /** Only platform accounts may go below zero; a merchant account never does. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_shop_bucket_uq').on(t.shopId, t.mode, t.kind, t.shard),
    uniqueIndex('ledger_accounts_platform_shard_uq')
      .on(t.mode, t.kind, sql`coalesce(${t.operator}, '')`, t.shard)
      .where(sql`${t.shopId} IS NULL AND ${t.merchantId} IS NULL AND ${t.userId} IS NULL`),
    // One commission account per holder and mode (migration 0027).
    uniqueIndex('ledger_accounts_commission_uq')
      .on(t.mode, t.kind, sql`coalesce(${t.merchantId}, '')`, sql`coalesce(${t.userId}, '')`)
      .where(sql`${t.kind} IN ('referral_commission', 'agent_commission')`),
    // The rules on the columns an account is created with (mode, kind, owner, operator, shard and
    // buckets, which platform accounts may go negative) are enforced by the trigger
    // `ledger_accounts_rules` (migration 0016) on INSERT and on an UPDATE of those columns: as
    // CHECK constraints PostgreSQL evaluated all of them again on every balance update.
    check('ledger_accounts_balance_ck', sql`${t.allowNegative} OR ${t.balance} >= 0`),
  ],
);

/** One business event that moves money. Never updated nor deleted. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    mode: integer('mode').notNull(),
    /** collection.settled, payout.hold, payout.settled, payout.released, refund, adjustment… */
    kind: text('kind').notNull(),
    /** The business object it records (a transaction or payout reference). */
    reference: text('reference').notNull(),
    /** The same business event can never be posted twice. */
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_entries_idempotency_key_uq'),
    // The merchant and shop an entry belongs to, without foreign keys since migration 0037 (each one
    // was a locking SELECT per entry): the trigger `ledger_entries_owners` checks them once per
    // statement, and ledger:check again.
    merchantId: text('merchant_id'),
    shopId: text('shop_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Read by idempotency key, by reference (a transaction's entries) or by id; no index by shop
  // (migration 0013: nothing read it, and every entry paid for it).
  // The back-office's fees of a partial day (rollups hold whole days): a BRIN index, a few pages
  // that an append-only table in time order keeps nearly for free (migration 0034). Ranges of 16
  // pages keep the planner's estimate close (with 128 it planned parallel workers: 60 ms).
  (t) => [
    index('ledger_entries_reference_idx').on(t.reference),
    index('ledger_entries_created_brin').using('brin', t.createdAt).with({ pages_per_range: 16 }),
  ],
);

/**
 * One leg of an entry: a signed change of one account's balance (credit > 0, debit < 0).
 * The postings that one statement writes for an entry sum to zero, two or more of them, and their
 * entry and account exist (the statement trigger `ledger_postings_balanced`, migrations 0028 and
 * 0037: one set-based check per statement instead of two foreign-key lookups per posting, each of
 * which locked its row; entries and accounts are never deleted, triggers refuse it).
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    entryId: text('entry_id').notNull(),
    accountId: text('account_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    // An account appears once per entry; the key also serves reading an entry's postings. No index
    // by account: nothing reads postings by account (ledger:check aggregates the whole table).
    primaryKey({ name: 'ledger_postings_pk', columns: [t.entryId, t.accountId] }),
    check('ledger_postings_amount_ck', sql`${t.amount} <> 0`),
  ],
);

/**
 * Each run of the scheduled ledger check (modules/ledger/run-ledger-check.ts): when, whether the
 * ledger proved sound, and what was found (counts and the first mismatches).
 */
export const ledgerCheckRuns = pgTable(
  'ledger_check_runs',
  {
    id: text('id').primaryKey(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    details: jsonb('details').notNull(),
  },
  (t) => [index('ledger_check_runs_ran_at').on(t.ranAt)],
);
