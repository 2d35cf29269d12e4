import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../platform/db/schema/index.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;

export function findEnabledEndpoints(db: Db, shopId: string, mode: 0 | 1) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.shopId, shopId),
        eq(webhookEndpoints.mode, mode),
        eq(webhookEndpoints.enabled, true),
      ),
    );
}

export function findShopEndpoints(db: Db, shopId: string, mode: 0 | 1) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.shopId, shopId), eq(webhookEndpoints.mode, mode)))
    .orderBy(webhookEndpoints.createdAt);
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
  await db
    .update(webhookEndpoints)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id));
}

export async function insertEvent(db: Db, values: typeof webhookEvents.$inferInsert) {
  await db.insert(webhookEvents).values(values);
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
