import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { deliverWebhookJob } from './deliver-webhook.job.ts';
import { disableFailingEndpoints, type WebhookNotices } from './disable-failing-endpoints.ts';
import { findStaleDeliveries, postponeDelivery } from './webhooks-repository.ts';

/**
 * The safety net under the job queue: webhook deliveries whose attempt is overdue by
 * `staleSeconds` (a row committed just before a crash). What it queues is pushed forward, so the
 * next sweep does not queue it again. Running it in several processes only queues harmless
 * duplicates: recording an attempt is idempotent. (Collection and payout status checks need no
 * sweep: their checkers claim them from the rows themselves.)
 */
export async function sweepDueWork(db: Db, options: { staleSeconds: number; limit?: number }) {
  const limit = options.limit ?? 200;
  const now = Date.now();
  const staleBefore = new Date(now - options.staleSeconds * 1000);
  const deliveries = await findStaleDeliveries(db, staleBefore, limit);
  if (deliveries.length === 0) return { deliveries: 0 };
  await db.transaction(async (tx) => {
    for (const { id } of deliveries) {
      await enqueueInTx(tx, deliverWebhookJob, { deliveryId: id });
      // Pushed forward so the next sweep does not queue it again while this job runs.
      await postponeDelivery(tx, id);
    }
  });
  return { deliveries: deliveries.length };
}

/**
 * The sweep as a job, every `intervalMs` (a chain, once per cluster). With `webhookNotices`, each
 * run also applies the 5-day rule to webhook endpoints (disable, then tell the owner once).
 */
export function sweepJob(options: {
  intervalMs: number;
  staleSeconds: number;
  webhookNotices?: WebhookNotices;
}) {
  return defineJob({
    name: 'webhooks.sweep',
    payload: z.object({}).loose(),
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    expireInSeconds: 600,
    every: { ms: options.intervalMs },
    handler: async (_payload, { db, log }) => {
      await sweepDueWork(db, { staleSeconds: options.staleSeconds });
      if (options.webhookNotices) {
        await disableFailingEndpoints(db, options.webhookNotices, {
          onError: (err) => log.error({ err }, 'webhook endpoint notice failed'),
        });
      }
    },
  });
}
