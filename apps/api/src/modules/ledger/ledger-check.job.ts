import { z } from 'zod';
import { defineJob, NonRetryableJobError } from '../../platform/jobs/job-definition.ts';
import { checkLedger } from './check-ledger.ts';

/** Proves the ledger (as `npm run ledger:check` does) and fails loudly on any mismatch. */
export const ledgerCheckJob = defineJob({
  name: 'ledger.check',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  handler: async (_payload, { db, log }) => {
    const report = await checkLedger(db);
    const summary = { accounts: report.accounts, entries: report.entries, postings: report.postings };
    if (report.ok) {
      log.info(summary, 'ledger check passed');
      return;
    }
    log.error(
      {
        ...summary,
        totalBalance: report.totalBalance.toString(),
        balanceMismatches: report.balanceMismatches.length,
        unbalancedEntries: report.unbalancedEntries.length,
        negativeAccounts: report.negativeAccounts.length,
        orphanPostings: report.orphanPostings.length,
        modeMismatches: report.modeMismatches.length,
        brokenBuckets: report.brokenBuckets.length,
      },
      'LEDGER CHECK FAILED',
    );
    throw new NonRetryableJobError('ledger check failed');
  },
});
