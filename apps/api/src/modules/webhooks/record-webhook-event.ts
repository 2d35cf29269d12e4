import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { deliverWebhookJob } from './deliver-webhook.job.ts';
import { findEnabledEndpoints, insertDelivery, insertEvent } from './webhooks-repository.ts';

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
  const eventId = newId('msg');
  await insertEvent(tx, { id: eventId, ...input });
  const endpoints = await findEnabledEndpoints(tx, input.shopId, input.mode);
  for (const endpoint of endpoints) {
    if (endpoint.events.length > 0 && !endpoint.events.includes(input.type)) continue;
    await addDelivery(tx, eventId, endpoint.id, input.merchantId);
  }
  return eventId;
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
