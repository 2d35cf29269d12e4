import { ledgerCheckJob } from '../modules/ledger/ledger-check.job.ts';
import type { OperatorRegistry } from '../modules/operators/operator-adapter.ts';
import { runPayoutListJob } from '../modules/payout-lists/run-payout-list.job.ts';
import { deliverWebhookJob } from '../modules/webhooks/deliver-webhook.job.ts';
import type { Mailer } from '../platform/mail/mailer.ts';

/** Every queue of the application with its worker, bound to this process's services. */
export function jobDefinitions(services: {
  operators: OperatorRegistry;
  appUrl: string;
  mailer: Mailer;
  /** LEDGER_CHECK_CRON: when the scheduled ledger check runs. */
  ledgerCheckCron?: string | undefined;
}) {
  return [deliverWebhookJob, runPayoutListJob, ledgerCheckJob(services.mailer, services.ledgerCheckCron)];
}
