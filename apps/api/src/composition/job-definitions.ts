import { collectionCheckJobs } from '../modules/collections/collection-check-jobs.ts';
import { ledgerCheckJob } from '../modules/ledger/ledger-check.job.ts';
import { marketOrderMailJob, marketReleaseExpiredJob } from '../modules/market/market.jobs.ts';
import { merchantEventMailsJob, weeklySummaryJob } from '../modules/notifications/notification-jobs.ts';
import type { OperatorRegistry } from '../modules/operators/operator-adapter.ts';
import { loadPayoutListsConfig } from '../modules/payout-lists/payout-lists-config.ts';
import { payoutListWatchdogJob } from '../modules/payout-lists/resume-stalled-payout-lists.ts';
import { runPayoutListJob } from '../modules/payout-lists/run-payout-list.job.ts';
import { checkPayoutsJob } from '../modules/payouts/check-due-payouts.ts';
import { receiptMailJob } from '../modules/receipts/receipt-mail.job.ts';
import { releaseReservesJob } from '../modules/reserve/release-reserves.job.ts';
import { conformityReviewJob } from '../modules/validation/conformity-review.job.ts';
import { deliverWebhookJob } from '../modules/webhooks/deliver-webhook.job.ts';
import { sweepJob } from '../modules/webhooks/sweep-due-work.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';

/** The cadences and limits of the background work, from the environment (defaults in brackets). */
export type BackgroundConfig = {
  /** LEDGER_CHECK_CRON: when the scheduled ledger check runs. */
  ledgerCheckCron?: string | undefined;
  /** CONFORMITY_REVIEW_CRON: when the conformity review runs (daily by default). */
  conformityReviewCron?: string | undefined;
  /** WEEKLY_SUMMARY_CRON: when the merchants' weekly summaries go (Mondays by default). */
  weeklySummaryCron?: string | undefined;
  /** RESERVE_RELEASE_CRON: when due reserve holds are released. */
  reserveReleaseCron?: string | undefined;
  /** SWEEP_INTERVAL_MS (5000), DELIVERY_STALE_SECONDS (180): the webhook sweep. */
  sweep: { intervalMs: number; staleSeconds: number };
  /**
   * COLLECTION_CHECK_INTERVAL_MS (1000), RECONCILE_SWEEP_GRACE_SECONDS (0),
   * COLLECTION_CHECK_LEASE_SECONDS (60), COLLECTION_CHECK_CONCURRENCY (32).
   */
  collectionCheck: { intervalMs: number; graceSeconds: number; leaseSeconds: number; concurrency: number };
  /** PAYOUT_CHECK_INTERVAL_MS (1000), RECONCILE_SWEEP_GRACE_SECONDS (0). */
  payoutCheck: { intervalMs: number; graceSeconds: number };
  /**
   * JOBS_CRON_CHECK_SECONDS (pg-boss's own: 30): how often a worker process looks whether a
   * schedule is due (pg-boss's cron monitor and its send-it worker, 1 to 45). A schedule still runs
   * at most once a minute per cluster; a smaller figure only makes it start sooner after its minute.
   */
  cronCheckSeconds?: number | undefined;
};

export function loadBackgroundConfig(env: NodeJS.ProcessEnv = process.env): BackgroundConfig {
  const num = (value: string | undefined, fallback: number) => {
    const n = Number(value ?? fallback);
    if (!Number.isFinite(n) || n < 0) throw new Error(`not a valid number: ${value}`);
    return n;
  };
  const graceSeconds = num(env.RECONCILE_SWEEP_GRACE_SECONDS, 0);
  return {
    ledgerCheckCron: env.LEDGER_CHECK_CRON || undefined,
    conformityReviewCron: env.CONFORMITY_REVIEW_CRON || undefined,
    weeklySummaryCron: env.WEEKLY_SUMMARY_CRON || undefined,
    reserveReleaseCron: env.RESERVE_RELEASE_CRON || undefined,
    sweep: {
      intervalMs: num(env.SWEEP_INTERVAL_MS, 5_000),
      staleSeconds: num(env.DELIVERY_STALE_SECONDS, 180),
    },
    collectionCheck: {
      intervalMs: num(env.COLLECTION_CHECK_INTERVAL_MS, 1_000),
      graceSeconds,
      leaseSeconds: num(env.COLLECTION_CHECK_LEASE_SECONDS, 60),
      concurrency: num(env.COLLECTION_CHECK_CONCURRENCY, 32),
    },
    payoutCheck: { intervalMs: num(env.PAYOUT_CHECK_INTERVAL_MS, 1_000), graceSeconds },
    cronCheckSeconds: env.JOBS_CRON_CHECK_SECONDS ? cronCheckSeconds(env.JOBS_CRON_CHECK_SECONDS) : undefined,
  };
}

function cronCheckSeconds(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 45)
    throw new Error(`JOBS_CRON_CHECK_SECONDS must be a whole number from 1 to 45, got ${value}`);
  return n;
}

/**
 * Every queue of the application with its worker, bound to this process's services: the jobs
 * queued by the services, the scheduled ledger check and the periodic work (chains, once per
 * cluster: collection and payout checks, webhook sweep, payout-list watchdog). No process runs a
 * timer loop of its own: a worker process (ROLE=worker or all) runs these handlers.
 */
export function jobDefinitions(
  services: { operators: OperatorRegistry; appUrl: string; mailer: Mailer; storage?: FileStorage },
  background: BackgroundConfig = loadBackgroundConfig({}),
) {
  const { operators, appUrl, mailer } = services;
  return [
    deliverWebhookJob,
    runPayoutListJob,
    ledgerCheckJob(mailer, background.ledgerCheckCron),
    ...collectionCheckJobs(operators, appUrl, background.collectionCheck),
    checkPayoutsJob(operators, appUrl, background.payoutCheck),
    sweepJob({ ...background.sweep, webhookNotices: { mailer, appUrl } }),
    payoutListWatchdogJob(loadPayoutListsConfig()),
    marketOrderMailJob(mailer, appUrl),
    marketReleaseExpiredJob,
    receiptMailJob(mailer, services.storage),
    conformityReviewJob(services, background.conformityReviewCron),
    merchantEventMailsJob(services),
    weeklySummaryJob(services, background.weeklySummaryCron),
    releaseReservesJob(background.reserveReleaseCron),
  ];
}
