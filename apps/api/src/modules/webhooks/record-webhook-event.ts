import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { enqueueInTx, enqueueManyInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { deliverWebhookJob } from './deliver-webhook.job.ts';
import {
  findEnabledEndpointsOfShops,
  insertDeliveries,
  insertDelivery,
  insertEvent,
  insertEvents,
} from './webhooks-repository.ts';

export type WebhookEventInput = {
  merchantId: string;
  shopId: string;
  mode: 0 | 1;
  /** e.g. transaction.successful, transaction.failed, payout.successful, webhook.test */
  type: string;
  reference: string;
  /** The body sent, as is (it carries `event` and `mode` itself). */
  payload: Record<string, unknown>;
};

/** One delivery of an event to an endpoint, due now, and its job, in the caller's transaction. */
async function addDelivery(tx: Db, eventId: string, endpointId: string, merchantId: string) {
  const deliveryId = newId('dlv');
  await insertDelivery(tx, { id: deliveryId, eventId, endpointId, merchantId, nextAttemptAt: new Date() });
  await enqueueInTx(tx, deliverWebhookJob, { deliveryId });
  return deliveryId;
}

/**
 * The outbox: writes the event, one delivery per enabled endpoint that wants it, and their
 * delivery jobs, all in the caller's transaction. A committed event is delivered at least once;
 * a rolled-back one never leaves.
 */
export async function recordWebhookEvent(tx: Db, input: WebhookEventInput): Promise<string> {
  const [eventId] = await recordWebhookEvents(tx, [input]);
  return eventId!;
}

/**
 * The outbox for several events at once (a batch of settled collections; `recordWebhookEvent`
 * is this for one), in a fixed number of statements: the events, the endpoints of their shops,
 * and, if any wants them, the deliveries and their jobs.
 */
export async function recordWebhookEvents(tx: Db, inputs: WebhookEventInput[]): Promise<string[]> {
  if (inputs.length === 0) return [];
  const events = inputs.map((input) => ({ id: newId('msg'), ...input }));
  await insertEvents(tx, events);
  const scopes = new Map(events.map((e) => [`${e.shopId}:${e.mode}`, { shopId: e.shopId, mode: e.mode }]));
  const endpoints = await findEnabledEndpointsOfShops(tx, [...scopes.values()]);
  const now = new Date();
  const deliveries = events.flatMap((event) =>
    endpoints
      .filter(
        (endpoint) =>
          endpoint.shopId === event.shopId &&
          endpoint.mode === event.mode &&
          (endpoint.events.length === 0 || endpoint.events.includes(event.type)),
      )
      .map((endpoint) => ({
        id: newId('dlv'),
        eventId: event.id,
        endpointId: endpoint.id,
        merchantId: event.merchantId,
        nextAttemptAt: now,
      })),
  );
  if (deliveries.length > 0) {
    await insertDeliveries(tx, deliveries);
    await enqueueManyInTx(
      tx,
      deliverWebhookJob,
      deliveries.map((d) => ({ deliveryId: d.id })),
    );
  }
  return events.map((e) => e.id);
}

/**
 * The outbox for one endpoint only, whatever events it subscribed to (the test event): the same
 * rows and job like every other event, so it shows in the delivery log and is retried alike.
 */
export async function recordWebhookEventFor(tx: Db, endpointId: string, input: WebhookEventInput) {
  const eventId = newId('msg');
  await insertEvent(tx, { id: eventId, ...input });
  const deliveryId = await addDelivery(tx, eventId, endpointId, input.merchantId);
  return { eventId, deliveryId };
}
