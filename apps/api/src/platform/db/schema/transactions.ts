import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';

/**
 * A collection: money asked from a customer's wallet or card for a shop. Its row exists (CREATED)
 * before the operator is called; PENDING and UNKNOWN wait for the reconciler; SUCCESSFUL and
 * FAILED are final (a FAILED one whose reason is EXPIRED may still turn SUCCESSFUL if the
 * operator reports a late success: money is never lost).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    /** The public reference merchants and customers see. */
    reference: text('reference').notNull(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    /** PAYMENT (mobile money) or CARD. */
    type: text('type').notNull().default('PAYMENT'),
    /** Where it came from: api, link, page, checkout, dashboard. */
    source: text('source').notNull().default('api'),
    operator: text('operator').notNull(),
    phoneNumber: text('phone_number').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    /** What the customer pays (amount, plus the fee when the shop has them pay it). */
    customerPays: bigint('customer_pays', { mode: 'bigint' }).notNull(),
    merchantReceives: bigint('merchant_receives', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('CREATED'),
    reasonCode: text('reason_code'),
    reasonMessage: text('reason_message'),
    operatorReference: text('operator_reference'),
    /** What the customer must do (USSD push, redirect, OTP, QR). */
    action: jsonb('action').$type<Record<string, unknown>>(),
    description: text('description'),
    callbackInfo: jsonb('callback_info'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    returnUrl: text('return_url'),
    cancelUrl: text('cancel_url'),
    merchantReference: text('merchant_reference'),
    /** The language of the page the customer paid on (fr, en, es): their receipt's; null from the API. */
    locale: text('locale'),
    /** Reconciliation: how many status queries so far and when the next one is due. */
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('transactions_reference_key').on(t.reference),
    index('transactions_shop_list_idx').on(t.shopId, t.mode, t.createdAt.desc(), t.id.desc()),
    // The back-office's list of every merchant (docs/back-office-operations.md), and of one merchant.
    index('transactions_mode_list_idx').on(t.mode, t.createdAt.desc(), t.id.desc()),
    index('transactions_merchant_list_idx').on(t.merchantId, t.mode, t.createdAt.desc(), t.id.desc()),
    // The dashboard list's filters and sorts (see docs/transactions.md).
    index('transactions_shop_status_idx').on(t.shopId, t.mode, t.status, t.createdAt.desc(), t.id.desc()),
    index('transactions_shop_amount_idx').on(t.shopId, t.mode, t.amount, t.id),
    index('transactions_shop_phone_idx').on(t.shopId, t.mode, t.phoneNumber, t.createdAt.desc(), t.id.desc()),
    index('transactions_shop_merchant_ref_idx')
      .on(t.shopId, t.mode, t.merchantReference)
      .where(sql`${t.merchantReference} IS NOT NULL`),
    // The collection checker's queue: only rows with a check due hold a key (a final state clears it).
    index('transactions_check_due_idx').on(t.nextCheckAt).where(sql`${t.nextCheckAt} IS NOT NULL`),
    // The merchants' "payment received" e-mails read live successes in completion order.
    index('transactions_live_success_idx')
      .on(t.completedAt, t.id)
      .where(sql`${t.mode} = 1 AND ${t.status} = 'SUCCESSFUL'`),
    // The back-office's "pending over an hour" per network, read from the index alone (only open
    // rows hold a key: a final state drops it).
    index('transactions_open_idx')
      .on(t.mode, t.createdAt, t.operator)
      .where(sql`${t.status} IN ('CREATED', 'PENDING', 'UNKNOWN')`),
  ],
);

/**
 * The timeline of a transaction: creation, operator answers, callbacks, status changes. Its
 * transaction is checked once per statement by the trigger `transaction_events_transaction`, and a
 * transaction with events is never deleted (`transactions_keep_timeline`), in place of a foreign
 * key that ran a locking lookup per event (migration 0038).
 */
export const transactionEvents = pgTable(
  'transaction_events',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transaction_events_txn_idx').on(t.transactionId, t.createdAt)],
);

/**
 * Idempotency keys of the merchant API, each a recovery point (platform/http/idempotent-request.ts):
 * claimed with a short lease, then linked to the object the request created (`object_id`: a
 * transaction reference, a payout id, a checkout session id…) in the transaction that creates it,
 * so a retry after any crash answers that object's current state. A key whose lease ran out with
 * no object is claimed again. The same key with another body is refused. Kept 24 h. Unique per
 * shop and mode, so concurrent requests make one row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, route, canonical body and parameters. */
    requestHash: text('request_hash').notNull(),
    /** The request holding the key until `locked_until` (changes when the key is claimed again). */
    leaseToken: text('lease_token').notNull().default(''),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull().defaultNow(),
    /** What the request created, set in the same transaction as that object. */
    objectId: text('object_id'),
    /** Status of the first answer, once it was given. */
    responseStatus: integer('response_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key').on(t.shopId, t.mode, t.key)],
);
