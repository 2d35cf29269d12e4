import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { shops } from './shops.ts';

/** Where a shop wants its events, per mode, each with its own `whsec_` signing secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: integer('mode').notNull(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    /** Event types to send; empty means all. */
    events: text('events').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** Since when every delivery has failed (null while healthy). */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** When the owner was told of an automatic disable (null until sent; cleared on re-enable). */
    disabledNoticeSentAt: timestamp('disabled_notice_sent_at', { withTimezone: true }),
    /** Deleted by the merchant: hidden and never delivered to, kept with its deliveries for audit. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_shop_idx').on(t.shopId, t.mode),
    index('webhook_endpoints_failing_idx')
      .on(t.failingSince)
      .where(sql`${t.enabled} AND ${t.failingSince} IS NOT NULL`),
  ],
);

/**
 * The outbox: one row per event, written in the same transaction as the change it reports. Its
 * merchant and shop are checked once per statement by the trigger `webhook_events_owners`
 * (migration 0038), not by foreign keys: a key locked the shop's row once per event, and every
 * settlement batch of a busy shop shared that row's lock.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    shopId: text('shop_id').notNull(),
    mode: integer('mode').notNull(),
    type: text('type').notNull(),
    /** The object reference it is about (transaction, payout). */
    reference: text('reference').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_events_shop_idx').on(t.shopId, t.mode, t.createdAt),
    /** The events about one transaction or payout (its detail page). */
    index('webhook_events_reference_idx').on(t.reference),
  ],
);

/** One event to one endpoint: delivered at least once, retried on a schedule, never lost. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** pending, succeeded, failed (retries exhausted). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_key').on(t.eventId, t.endpointId),
    /** The delivery log of an endpoint, newest first, keyset-paginated on (created_at, id). */
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt, t.id),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Every HTTP attempt of a delivery, with what was sent and answered (bodies truncated). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    attempt: integer('attempt').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>(),
    requestBody: text('request_body').notNull(),
    responseBody: text('response_body'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
