import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { webhookDeliveries } from '../../platform/db/schema/index.ts';
import { enqueueInTx, enqueueManyInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { sweepDuePayouts } from '../payouts/sweep-due-payouts.ts';
import { deliverWebhookJob } from '../webhooks/deliver-webhook.job.ts';
import { disableFailingEndpoints, type WebhookNotices } from '../webhooks/disable-failing-endpoints.ts';
import { reconcileTransactionJob } from './reconcile-transaction.job.ts';
import { claimDueChecks } from './transactions-repository.ts';

/**
 * The scheduler of collection status checks: an open transaction's `next_check_at` says when its
 * operator is asked again (a final state clears it, so a row a callback already settled is never
 * checked again). Claims the rows due (overdue by `graceSeconds`) in one statement, pushing their
 * next check a minute forward, and queues their reconcile jobs in one insert, in one transaction.
 * Several processes sweeping at once skip each other's rows; a duplicate check would be harmless
 * anyway (applying an answer is idempotent).
 */
export async function sweepDueChecks(db: Db, options: { graceSeconds: number; limit?: number }) {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const ids = await claimDueChecks(
      tx,
      new Date(now - options.graceSeconds * 1000),
      new Date(now + 60_000),
      options.limit ?? 1_000,
    );
    await enqueueManyInTx(
      tx,
      reconcileTransactionJob,
      ids.map((transactionId) => ({ transactionId })),
    );
    return ids.length;
  });
}

/**
 * The safety net under the job queue: open transactions whose check is overdue by
 * `transactionGraceSeconds` (see sweepDueChecks, which `startSweeper` also runs every second),
 * and webhook deliveries whose attempt is overdue by `staleSeconds` (a row committed just before
 * a crash). What it queues is pushed forward, so the next sweep does not queue it again.
 * Running it in several processes only queues harmless duplicates: applying an answer and
 * recording an attempt are both idempotent.
 */
export async function sweepDueWork(
  db: Db,
  options: { staleSeconds: number; transactionGraceSeconds: number; limit?: number },
) {
  const limit = options.limit ?? 200;
  const now = Date.now();
  const transactions = await sweepDueChecks(db, { graceSeconds: options.transactionGraceSeconds, limit });
  const staleBefore = new Date(now - options.staleSeconds * 1000);
  const deliveries = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, staleBefore)))
    .limit(limit);
  if (deliveries.length === 0) return { transactions, deliveries: 0 };
  await db.transaction(async (tx) => {
    for (const { id } of deliveries) {
      await enqueueInTx(tx, deliverWebhookJob, { deliveryId: id });
      // Pushed forward so the next sweep does not queue it again while this job runs.
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: sql`now() + interval '60 seconds'` })
        .where(eq(webhookDeliveries.id, id));
    }
  });
  return { transactions, deliveries: deliveries.length };
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
    /** How overdue a transaction check must be before the sweep queues one (default 0 s). */
    transactionGraceSeconds?: number;
    /** How often due transaction checks are queued (default every second). */
    checkIntervalMs?: number;
    onError: (e: unknown) => void;
    webhookNotices?: WebhookNotices;
  },
) {
  const graceSeconds = options.transactionGraceSeconds ?? 0;
  let checking = false;
  const checks = setInterval(async () => {
    if (checking) return;
    checking = true;
    try {
      await sweepDueChecks(db, { graceSeconds });
    } catch (error) {
      options.onError(error);
    } finally {
      checking = false;
    }
  }, options.checkIntervalMs ?? 1_000);
  checks.unref();
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sweepDueWork(db, {
        staleSeconds: options.staleSeconds,
        transactionGraceSeconds: graceSeconds,
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
  return {
    stop: () => {
      clearInterval(checks);
      clearInterval(timer);
    },
  };
}
