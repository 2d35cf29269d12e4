import type { Db } from '../../platform/db/client.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
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
 * Runs the sweep on an interval until stopped. With `webhookNotices`, each run also applies the
 * 5-day rule to webhook endpoints (disable, then tell the owner once).
 */
export function startSweeper(
  db: Db,
  options: {
    intervalMs: number;
    staleSeconds: number;
    onError: (e: unknown) => void;
    webhookNotices?: WebhookNotices;
  },
) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sweepDueWork(db, { staleSeconds: options.staleSeconds });
      if (options.webhookNotices) {
        await disableFailingEndpoints(db, options.webhookNotices, { onError: options.onError });
      }
    } catch (error) {
      options.onError(error);
    } finally {
      running = false;
    }
  }, options.intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
    },
  };
}
