import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { webhookDeliveries } from '../../platform/db/schema/index.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { sweepDuePayouts } from '../payouts/sweep-due-payouts.ts';
import { deliverWebhookJob } from '../webhooks/deliver-webhook.job.ts';
import { disableFailingEndpoints, type WebhookNotices } from '../webhooks/disable-failing-endpoints.ts';
import { reconcileTransactionJob } from './reconcile-transaction.job.ts';
import { findOverdueTransactionIds, updateTransaction } from './transactions-repository.ts';

/**
 * The safety net under the job queue. Every scheduled check and attempt already has its job; the
 * sweep only catches what no job follows (a row committed just before a crash): open transactions
 * whose check is overdue by `transactionGraceSeconds`, and deliveries whose attempt is overdue by
 * `staleSeconds`. What it queues is pushed forward, so the next sweep does not queue it again.
 * Running it in several processes only queues harmless duplicates: applying an answer and
 * recording an attempt are both idempotent.
 */
export async function sweepDueWork(
  db: Db,
  options: { staleSeconds: number; transactionGraceSeconds: number; limit?: number },
) {
  const limit = options.limit ?? 200;
  const now = Date.now();
  const transactions = await findOverdueTransactionIds(
    db,
    new Date(now - options.transactionGraceSeconds * 1000),
    limit,
  );
  const staleBefore = new Date(now - options.staleSeconds * 1000);
  const deliveries = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, staleBefore)))
    .limit(limit);
  if (transactions.length === 0 && deliveries.length === 0) return { transactions: 0, deliveries: 0 };
  await db.transaction(async (tx) => {
    for (const transactionId of transactions) {
      await enqueueInTx(tx, reconcileTransactionJob, { transactionId });
      // The reconcile that follows sets the real next check.
      await updateTransaction(tx, transactionId, { nextCheckAt: new Date(now + 60_000) });
    }
    for (const { id } of deliveries) {
      await enqueueInTx(tx, deliverWebhookJob, { deliveryId: id });
      // Pushed forward so the next sweep does not queue it again while this job runs.
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: sql`now() + interval '60 seconds'` })
        .where(eq(webhookDeliveries.id, id));
    }
  });
  return { transactions: transactions.length, deliveries: deliveries.length };
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
    /** How overdue a transaction check must be before the sweep queues one (default 30 s). */
    transactionGraceSeconds?: number;
    onError: (e: unknown) => void;
    webhookNotices?: WebhookNotices;
  },
) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sweepDueWork(db, {
        staleSeconds: options.staleSeconds,
        transactionGraceSeconds: options.transactionGraceSeconds ?? 30,
      });
      await sweepDuePayouts(db, { graceSeconds: options.transactionGraceSeconds ?? 30 });
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
  return { stop: () => clearInterval(timer) };
}
