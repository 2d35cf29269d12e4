import { defineJob } from '../../platform/jobs/job-definition.ts';
import { runPayoutListJobSpec } from './payout-list-jobs.ts';
import { loadPayoutListsConfig } from './payout-lists-config.ts';
import { runPayoutListTick } from './run-payout-list-tick.ts';

/**
 * One run of a list's execution: pays the next rows of each operator at its rate, then queues
 * the next run. A run that dies is retried; a list whose runs stopped is resumed by the watchdog.
 */
export const runPayoutListJob = defineJob({
  ...runPayoutListJobSpec,
  handler: async ({ listId }, { db }) => {
    await runPayoutListTick(db, listId, loadPayoutListsConfig());
  },
});
