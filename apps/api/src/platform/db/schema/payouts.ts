import { OPEN_PAYOUT_STATES } from '@platform/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sqlList } from '../sql-list.ts';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';

/**
 * A payout: money sent from a shop's balance to a mobile-money wallet. The row and the hold of
 * amount + fee (available → pending) commit together; the submit job sends it to the operator
 * with an idempotency key derived from the reference. PENDING (held, at or on its way to the
 * operator) and UNKNOWN (no answer we can trust) are open: the reconciler asks again. SUCCESSFUL
 * settles the hold, FAILED releases it. `submitted_at` is set once the operator acknowledged it.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    /** single (dashboard), api, list (a payout-list row), refund. */
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id'),
    phoneNumber: text('phone_number').notNull(),
    /** Operator code of packages/domain (mtn, moov, wave_ci…). */
    network: text('network').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('PENDING'),
    reasonCode: text('reason_code'),
    reasonMessage: text('reason_message'),
    /** Sent to the operator (Idempotency-Key, or the source of MTN's X-Reference-Id). */
    idempotencyKey: text('idempotency_key').notNull(),
    operatorReference: text('operator_reference'),
    motif: text('motif'),
    callbackInfo: jsonb('callback_info'),
    createdBy: text('created_by'),
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_reference_key').on(t.reference),
    uniqueIndex('payouts_idempotency_key').on(t.idempotencyKey),
    /** One payout per list row or refund: creating it again answers the first one. */
    uniqueIndex('payouts_source_key').on(t.sourceKind, t.sourceId).where(sql`${t.sourceId} IS NOT NULL`),
    index('payouts_shop_list_idx').on(t.shopId, t.mode, t.createdAt.desc(), t.id.desc()),
    // The back-office's list of every merchant (docs/back-office-operations.md), and of one merchant.
    index('payouts_mode_list_idx').on(t.mode, t.createdAt.desc(), t.id.desc()),
    index('payouts_merchant_list_idx').on(t.merchantId, t.mode, t.createdAt.desc(), t.id.desc()),
    index('payouts_reconcile_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} IN ${sqlList(OPEN_PAYOUT_STATES)}`),
    // The merchants' "payout done" e-mails read live successes in completion order.
    index('payouts_live_success_idx')
      .on(t.completedAt, t.id)
      .where(sql`${t.mode} = 1 AND ${t.status} = 'SUCCESSFUL'`),
  ],
);

/** The timeline of a payout: creation, operator answers, callbacks, status changes. */
export const payoutEvents = pgTable(
  'payout_events',
  {
    id: text('id').primaryKey(),
    payoutId: text('payout_id')
      .notNull()
      .references(() => payouts.id),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payout_events_payout_idx').on(t.payoutId, t.createdAt)],
);

/**
 * A merchant's request for payout-API access, with the server IPs to allow. PENDING until staff
 * decide (APPROVED or REFUSED); only the IPs of an APPROVED request may call the payout API.
 */
export const payoutApiRequests = pgTable(
  'payout_api_requests',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    ips: jsonb('ips').$type<string[]>().notNull(),
    /** What the merchant will use the payout API for. */
    usage: text('usage').notNull(),
    status: text('status').notNull().default('PENDING'),
    createdBy: text('created_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /** The staff user who approved, refused or revoked it. */
    decidedBy: text('decided_by'),
    /** Set when staff revoke an approved request (status REVOKED): its IPs are no longer allowed. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payout_api_requests_merchant_idx').on(t.merchantId, t.createdAt.desc())],
);

/**
 * A withdrawal ("Demande de paiement"): the merchant asks to move available balance to a bank
 * account or a wallet. The amount is held (available → pending) until staff approve (the hold
 * leaves to the bank clearing account) or refuse it (released).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** bank or wallet. */
    method: text('method').notNull(),
    bankName: text('bank_name'),
    accountHolder: text('account_holder'),
    /** IBAN or RIB. */
    accountNumber: text('account_number'),
    phoneNumber: text('phone_number'),
    network: text('network'),
    note: text('note'),
    /** PENDING, APPROVED, REFUSED. */
    status: text('status').notNull().default('PENDING'),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The staff user who decided it. */
    decidedBy: text('decided_by'),
    /** A bank withdrawal's transfer reference given by staff, or the payout reference of a wallet one. */
    externalReference: text('external_reference'),
    /** The payout that pays an approved wallet withdrawal through the operator. */
    payoutId: text('payout_id'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_shop_idx').on(t.shopId, t.mode, t.createdAt.desc()),
    index('withdrawals_queue_idx').on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
  ],
);
