import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  max,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  profiles,
  shops,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../platform/db/schema/index.ts';
import { runStatement, statement } from '../../platform/db/statement.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

// Every settlement batch runs it: one prepared text whatever the number of shops (instead of an
// OR of one condition per shop, built and planned per batch).
const enabledEndpointsOfShopsStatement = statement(
  'enabled_endpoints_of_shops',
  `SELECT e.id, e.shop_id, e.mode, e.events
   FROM webhook_endpoints e JOIN unnest($1::text[], $2::int[]) AS s(shop_id, mode)
     ON e.shop_id = s.shop_id AND e.mode = s.mode
   WHERE e.enabled AND e.deleted_at IS NULL`,
);

/** What the outbox needs of an enabled endpoint: which shop and mode, and which events it wants. */
export type EnabledEndpoint = { id: string; shopId: string; mode: number; events: string[] };

/** The enabled endpoints of several shops (each in its mode), in one statement. */
export async function findEnabledEndpointsOfShops(
  db: Db,
  scopes: { shopId: string; mode: 0 | 1 }[],
): Promise<EnabledEndpoint[]> {
  if (scopes.length === 0) return [];
  const rows = await runStatement(db, enabledEndpointsOfShopsStatement, [
    scopes.map((s) => s.shopId),
    scopes.map((s) => s.mode),
  ]);
  return rows.map((r) => ({
    id: r.id as string,
    shopId: r.shop_id as string,
    mode: Number(r.mode),
    events: textArray(r.events),
  }));
}

/** A text[] as the driver gives it: an array (node-postgres) or its literal '{a,b}' (unparsed). */
function textArray(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value !== 'string' || value === '{}') return [];
  return value
    .slice(1, -1)
    .split(',')
    .map((v) => v.replace(/^"(.*)"$/, '$1'));
}

/**
 * Duration of a delivery's latest attempt (null before the first), read through its index. Table
 * names are written out: Drizzle leaves columns unqualified in single-table selects.
 */
const lastDurationMs = () =>
  sql<number | null>`(select a.duration_ms from webhook_attempts a
    where a.delivery_id = "webhook_deliveries"."id" order by a.attempt desc limit 1)`.mapWith((v: unknown) =>
    v === null ? null : Number(v),
  );

/** The endpoints of a shop in a mode with their latest attempt time, deleted ones hidden, oldest first. */
export function findShopEndpoints(db: Db, shopId: string, mode: 0 | 1) {
  return db
    .select({
      endpoint: webhookEndpoints,
      lastDeliveryAt: sql<string | null>`(select max(a.requested_at) from webhook_attempts a
        join webhook_deliveries d on d.id = a.delivery_id
        where d.endpoint_id = "webhook_endpoints"."id")`.mapWith((v: unknown) =>
        v === null ? null : new Date(v as string),
      ),
    })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.shopId, shopId),
        eq(webhookEndpoints.mode, mode),
        isNull(webhookEndpoints.deletedAt),
      ),
    )
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

/**
 * One endpoint, only if it belongs to the merchant and the mode, is not deleted and its shop is
 * not deleted (anything else is "not found"); locked for update when `lock` is set.
 */
export async function getEndpointForMerchant(
  db: Db,
  id: string,
  merchantId: string,
  mode: 0 | 1,
  lock = false,
): Promise<WebhookEndpointRow | undefined> {
  const query = db
    .select({ endpoint: webhookEndpoints })
    .from(webhookEndpoints)
    .innerJoin(shops, eq(shops.id, webhookEndpoints.shopId))
    .where(
      and(
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.merchantId, merchantId),
        eq(webhookEndpoints.mode, mode),
        isNull(webhookEndpoints.deletedAt),
        ne(shops.status, 'deleted'),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: webhookEndpoints }) : await query;
  return row?.endpoint;
}

export async function insertEndpoint(db: Db, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: Db,
  id: string,
  patch: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function insertEvent(db: Db, values: typeof webhookEvents.$inferInsert) {
  await db.insert(webhookEvents).values(values);
}

// Every settlement batch runs it: one prepared text whatever the count of events.
// The payloads go as ONE JSON document, the n-th with the n-th event (not a jsonb[] of texts, each
// escaped by the driver and parsed again by the server as an array literal; docs/performance.md
// "Ledger").
const insertEventsStatement = statement(
  'insert_webhook_events_doc',
  `INSERT INTO webhook_events (id, merchant_id, shop_id, mode, type, reference, payload)
   SELECT v.id, v.merchant_id, v.shop_id, v.mode, v.type, v.reference, p.payload
   FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[])
     WITH ORDINALITY AS v(id, merchant_id, shop_id, mode, type, reference, n)
   JOIN jsonb_array_elements($7::jsonb) WITH ORDINALITY AS p(payload, n) ON p.n = v.n`,
);

/** Several outbox events in one statement. */
export async function insertEvents(
  db: Db,
  values: (typeof webhookEvents.$inferInsert & { payload: Record<string, unknown> })[],
) {
  if (values.length === 0) return;
  await runStatement(db, insertEventsStatement, [
    values.map((v) => v.id),
    values.map((v) => v.merchantId),
    values.map((v) => v.shopId),
    values.map((v) => v.mode),
    values.map((v) => v.type),
    values.map((v) => v.reference),
    JSON.stringify(values.map((v) => v.payload)),
  ]);
}

export async function insertDeliveries(db: Db, values: (typeof webhookDeliveries.$inferInsert)[]) {
  if (values.length > 0) await db.insert(webhookDeliveries).values(values).onConflictDoNothing();
}

export async function insertDelivery(db: Db, values: typeof webhookDeliveries.$inferInsert) {
  await db.insert(webhookDeliveries).values(values).onConflictDoNothing();
}

/** A delivery with its event and endpoint, locked so one attempt runs at a time. */
export async function lockDelivery(db: Db, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, event: webhookEvents, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
    .for('update', { of: webhookDeliveries })
    .limit(1);
  return row;
}

export async function updateDelivery(
  db: Db,
  id: string,
  patch: Partial<typeof webhookDeliveries.$inferInsert>,
) {
  await db
    .update(webhookDeliveries)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(webhookDeliveries.id, id));
}

export async function insertAttempt(db: Db, values: typeof webhookAttempts.$inferInsert) {
  await db.insert(webhookAttempts).values(values);
}

/** What the "failed" filter lists: failed for good, or pending after a failed attempt. */
export const failedDelivery = () =>
  or(
    eq(webhookDeliveries.status, 'failed'),
    and(eq(webhookDeliveries.status, 'pending'), gt(webhookDeliveries.attempts, 0)),
  )!;

export type DeliveryFilters = {
  status?: 'pending' | 'succeeded' | 'failed' | undefined;
  event?: string | undefined;
  from?: Date | undefined;
  /** Exclusive upper bound. */
  before?: Date | undefined;
};

function deliveryConditions(endpointId: string, filters: DeliveryFilters): SQL[] {
  const conditions: SQL[] = [eq(webhookDeliveries.endpointId, endpointId)];
  if (filters.status === 'failed') conditions.push(failedDelivery());
  else if (filters.status) conditions.push(eq(webhookDeliveries.status, filters.status));
  if (filters.event) conditions.push(eq(webhookEvents.type, filters.event));
  if (filters.from) conditions.push(gte(webhookDeliveries.createdAt, filters.from));
  if (filters.before) conditions.push(lt(webhookDeliveries.createdAt, filters.before));
  return conditions;
}

/**
 * A page of an endpoint's delivery log, newest first, keyset-paginated on (created_at, id).
 * `after` is the position of the previous page's last row, its time as PostgreSQL wrote it
 * (microseconds kept, so rows in the same millisecond are neither skipped nor repeated).
 */
export function findEndpointDeliveries(
  db: Db,
  endpointId: string,
  filters: DeliveryFilters,
  page: { limit: number; after?: { createdAt: string; id: string } | undefined },
) {
  const conditions = deliveryConditions(endpointId, filters);
  if (page.after) {
    conditions.push(
      sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id})`,
    );
  }
  return db
    .select({
      delivery: webhookDeliveries,
      event: { id: webhookEvents.id, type: webhookEvents.type, reference: webhookEvents.reference },
      lastDurationMs: lastDurationMs(),
      position: sql<string>`${webhookDeliveries.createdAt}::text`,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit);
}

/** Ids of an endpoint's failed deliveries created in a period, locked for the resend. */
export async function lockFailedDeliveryIds(db: Db, endpointId: string, filters: DeliveryFilters) {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(...deliveryConditions(endpointId, { ...filters, status: 'failed' })))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Puts deliveries back to pending, due now. */
export async function requeueDeliveries(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  const now = new Date();
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, updatedAt: now })
    .where(inArray(webhookDeliveries.id, ids));
}

/** Counts of an endpoint's deliveries as its filters list them, and its latest attempt. */
export async function getEndpointStats(db: Db, endpointId: string) {
  const [counts] = await db
    .select({
      succeeded: sql<number>`(count(*) filter (where ${webhookDeliveries.status} = 'succeeded'))::int`,
      failed: sql<number>`(count(*) filter (where ${failedDelivery()}))::int`,
      pending: sql<number>`(count(*) filter (where ${webhookDeliveries.status} = 'pending'))::int`,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  const [last] = await db
    .select({ at: max(webhookAttempts.requestedAt) })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return {
    succeeded: Number(counts?.succeeded ?? 0),
    failed: Number(counts?.failed ?? 0),
    pending: Number(counts?.pending ?? 0),
    lastAttemptAt: last?.at ? new Date(last.at) : null,
  };
}

/** A delivery with its event and endpoint, scoped like its endpoint (merchant, mode, not deleted). */
export async function getDeliveryForMerchant(db: Db, id: string, merchantId: string, mode: 0 | 1) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      event: webhookEvents,
      endpoint: webhookEndpoints,
      lastDurationMs: lastDurationMs(),
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.merchantId, merchantId),
        eq(webhookEndpoints.merchantId, merchantId),
        eq(webhookEndpoints.mode, mode),
        isNull(webhookEndpoints.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export function findDeliveryAttempts(db: Db, deliveryId: string) {
  return db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.attempt), asc(webhookAttempts.requestedAt));
}

export const FAILING_FOR_5_DAYS = 'failing_for_5_days';

/** Disables every enabled endpoint failing since before `cutoff`; each row is won by one caller. */
export async function disableEndpointsFailingSince(db: Db, cutoff: Date) {
  return db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: FAILING_FOR_5_DAYS, updatedAt: new Date() })
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        isNull(webhookEndpoints.deletedAt),
        lte(webhookEndpoints.failingSince, cutoff),
      ),
    )
    .returning({ id: webhookEndpoints.id });
}

/** Endpoints disabled for failing whose owner has not been told yet. */
export function findUnnoticedDisabledEndpoints(db: Db, limit: number) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, false),
        eq(webhookEndpoints.disabledReason, FAILING_FOR_5_DAYS),
        isNull(webhookEndpoints.disabledNoticeSentAt),
        isNull(webhookEndpoints.deletedAt),
      ),
    )
    .limit(limit);
}

/**
 * Claims the notice of one disabled endpoint (only one caller wins), with what the mail needs:
 * the endpoint, its shop's name and the merchant's owner.
 */
export async function claimDisabledNotice(db: Db, endpointId: string) {
  const [claimed] = await db
    .update(webhookEndpoints)
    .set({ disabledNoticeSentAt: new Date() })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        isNull(webhookEndpoints.disabledNoticeSentAt),
        eq(webhookEndpoints.enabled, false),
      ),
    )
    .returning();
  if (!claimed) return undefined;
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, claimed.shopId));
  return { endpoint: claimed, shopName: shop?.name ?? claimed.shopId };
}

export async function releaseDisabledNotice(db: Db, endpointId: string) {
  await db
    .update(webhookEndpoints)
    .set({ disabledNoticeSentAt: null })
    .where(eq(webhookEndpoints.id, endpointId));
}

/** Pending deliveries whose attempt was due before `staleBefore` (their job was lost). */
export function findStaleDeliveries(db: Db, staleBefore: Date, limit: number) {
  return db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, staleBefore)))
    .limit(limit);
}

/** Pushes a delivery's next attempt 60 s forward (a sweep queued it: the next sweep leaves it). */
export async function postponeDelivery(db: Db, id: string) {
  await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now() + interval '60 seconds'` })
    .where(eq(webhookDeliveries.id, id));
}
