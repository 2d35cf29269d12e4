import { z } from 'zod';
import { defineJob, NonRetryableJobError } from '../../platform/jobs/job-definition.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { runLedgerCheck } from './run-ledger-check.ts';

/** Hourly, at minute 17 (UTC), unless LEDGER_CHECK_CRON says otherwise. */
export const DEFAULT_LEDGER_CHECK_CRON = '17 * * * *';

/**
 * Proves the ledger on a schedule (as `npm run ledger:check` does), once per cluster: records the
 * result in `ledger_check_runs` and mails staff on a mismatch (runLedgerCheck), and fails loudly.
 */
export function ledgerCheckJob(mailer: Mailer, cron = DEFAULT_LEDGER_CHECK_CRON) {
  return defineJob({
    name: 'ledger.check',
    payload: z.object({}).loose(),
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    expireInSeconds: 30 * 60,
    schedule: { cron },
    handler: async (_payload, { db, log }) => {
      const { run, report } = await runLedgerCheck({ db, mailer });
      const summary = {
        run: run.id,
        accounts: report.accounts,
        entries: report.entries,
        postings: report.postings,
      };
      if (report.ok) {
        log.info(summary, 'ledger check passed');
        return;
      }
      log.error({ ...summary, details: run.details }, 'LEDGER CHECK FAILED');
      throw new NonRetryableJobError('ledger check failed');
    },
  });
}
