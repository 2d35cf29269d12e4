import { ledgerCheckJob } from '../modules/ledger/ledger-check.job.ts';
import { marketOrderMailJob, marketReleaseExpiredJob } from '../modules/market/market.jobs.ts';
import { merchantEventMailsJob, weeklySummaryJob } from '../modules/notifications/notification-jobs.ts';
import type { OperatorRegistry } from '../modules/operators/operator-adapter.ts';
import { runPayoutListJob } from '../modules/payout-lists/run-payout-list.job.ts';
import { releaseReservesJob } from '../modules/reserve/release-reserves.job.ts';
import { conformityReviewJob } from '../modules/validation/conformity-review.job.ts';
import { deliverWebhookJob } from '../modules/webhooks/deliver-webhook.job.ts';
import type { Mailer } from '../platform/mail/mailer.ts';

/** Every queue of the application with its worker, bound to this process's services. */
export function jobDefinitions(services: {
  operators: OperatorRegistry;
  appUrl: string;
  mailer: Mailer;
  /** LEDGER_CHECK_CRON: when the scheduled ledger check runs. */
  ledgerCheckCron?: string | undefined;
  /** CONFORMITY_REVIEW_CRON: when the conformity review runs (daily by default). */
  conformityReviewCron?: string | undefined;
  /** WEEKLY_SUMMARY_CRON: when the merchants' weekly summaries go (Mondays by default). */
  weeklySummaryCron?: string | undefined;
  /** RESERVE_RELEASE_CRON: when due reserve holds are released. */
  reserveReleaseCron?: string | undefined;
}) {
  return [
    deliverWebhookJob,
    runPayoutListJob,
    ledgerCheckJob(services.mailer, services.ledgerCheckCron),
    conformityReviewJob(services, services.conformityReviewCron),
    merchantEventMailsJob(services),
    weeklySummaryJob(services, services.weeklySummaryCron),
    marketOrderMailJob(services.mailer, services.appUrl),
    marketReleaseExpiredJob,
    releaseReservesJob(services.reserveReleaseCron),
  ];
}
