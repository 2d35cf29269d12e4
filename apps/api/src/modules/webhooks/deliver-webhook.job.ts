import { z } from 'zod';
import { allowPrivateWebhookTargets } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { deliverWebhook } from './deliver-webhook.ts';

/**
 * Delivers one webhook attempt. The retry schedule is the delivery's own (each failed attempt
 * enqueues the next in the same transaction as its log); pg-boss's retry covers a worker that
 * dies mid-attempt.
 */
export const deliverWebhookJob = defineJob({
  name: 'webhooks.deliver',
  payload: z.object({ deliveryId: z.string() }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  // An attempt may wait up to 15 s on a merchant's server: several at once, so one slow endpoint
  // does not delay every other merchant's webhooks.
  concurrency: 8,
  handler: async ({ deliveryId }, { db }) => {
    await deliverWebhook(db, deliveryId, {
      allowPrivateTargets: allowPrivateWebhookTargets(),
      scheduleNext: scheduleDelivery,
    });
  },
});

/** Enqueues the next attempt of a delivery, in the caller's transaction. */
export async function scheduleDelivery(tx: Db, deliveryId: string, delaySeconds: number) {
  // A date, not a number of seconds: pg-boss types that parameter as a timestamp.
  await enqueueInTx(
    tx,
    deliverWebhookJob,
    { deliveryId },
    { startAfter: new Date(Date.now() + delaySeconds * 1000) },
  );
}
