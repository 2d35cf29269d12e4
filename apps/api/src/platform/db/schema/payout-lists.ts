import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';

/**
 * A bulk payout list of a shop in one mode (the spec's payout lists and corporate payouts).
 * DRAFT while its rows are previewed and fixed; RUNNING once confirmed by password (jobs pay the
 * rows); PAUSED on request; DONE when every valid row was handed to the payouts module. Lists are
 * kept and can be copied into a new draft.
 */
export const payoutLists = pgTable(
  'payout_lists',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    name: text('name').notNull(),
    /** How it was built: file (upload), typed (rows typed in), copy (of an old list). */
    origin: text('origin').notNull(),
    /** The operator every row must use (the "same network" flow), or null. */
    sameNetwork: text('same_network'),
    /** The uploaded file's name, or the list it was copied from. */
    fileName: text('file_name'),
    sourceListId: text('source_list_id'),
    status: text('status').notNull().default('DRAFT'),
    createdBy: text('created_by'),
    confirmedBy: text('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Written by each run of the execution job; a RUNNING list with an old heartbeat is resumed. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_lists_shop_idx').on(t.shopId, t.mode, t.createdAt.desc(), t.id.desc()),
    index('payout_lists_status_idx').on(t.status),
  ],
);

/**
 * One row of a list, staged as read (raw cells) with what validation made of it. `errors` holds
 * the row's error codes (duplicates are computed across the list when read). Status: DRAFT
 * (staged), QUEUED (confirmed, waiting for its turn), SUBMITTED (a payout exists: its status
 * is the payout's), SKIPPED (invalid when confirmed), FAILED (the payout could not be created).
 * `attempt` grows on each retry; the payout reference is derived from list id, row id and attempt.
 */
export const payoutListRows = pgTable(
  'payout_list_rows',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => payoutLists.id, { onDelete: 'cascade' }),
    merchantId: text('merchant_id').notNull(),
    line: integer('line').notNull(),
    phoneRaw: text('phone_raw').notNull().default(''),
    networkRaw: text('network_raw').notNull().default(''),
    amountRaw: text('amount_raw').notNull().default(''),
    motif: text('motif').notNull().default(''),
    /** E.164 number when valid. */
    phone: text('phone'),
    /** Operator code (declared and checked, or the same-network choice). */
    network: text('network'),
    amount: bigint('amount', { mode: 'bigint' }),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('DRAFT'),
    attempt: integer('attempt').notNull().default(1),
    payoutId: text('payout_id'),
    payoutReference: text('payout_reference'),
    failureCode: text('failure_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_list_rows_list_idx').on(t.listId, t.line),
    index('payout_list_rows_queue_idx').on(t.listId, t.status, t.network, t.line),
    uniqueIndex('payout_list_rows_reference_key').on(t.payoutReference),
  ],
);
