import { defineJob } from '../../platform/jobs/job-definition.ts';
import type { OperatorRegistry } from '../operators/operator-adapter.ts';
import { advancePayout } from './advance-payout.ts';
import { reconcilePayoutJob, submitPayoutJob } from './payout-jobs.ts';

/** The worker side of the payout jobs, bound to this process's operator registry. */
export function payoutWorkers(operators: OperatorRegistry, appUrl: string) {
  return [submitPayoutJob, reconcilePayoutJob].map((job) =>
    defineJob({
      name: job.name,
      payload: job.payload,
      retry: job.retry,
      expireInSeconds: 120,
      // Operator calls wait on the network: several at once, so one slow operator does not hold a list back.
      concurrency: 4,
      handler: async ({ payoutId }, { db }) => {
        await advancePayout(db, operators, appUrl, payoutId);
      },
    }),
  );
}
