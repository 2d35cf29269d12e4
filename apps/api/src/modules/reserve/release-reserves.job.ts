import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import { releaseDueReserves } from './release-due-reserves.ts';

/** Every 10 minutes unless RESERVE_RELEASE_CRON says otherwise. */
export const DEFAULT_RESERVE_RELEASE_CRON = '*/10 * * * *';

/**
 * Releases the reserve holds whose hold period has passed (releaseDueReserves), on a pg-boss
 * schedule: once per cluster, whatever the number of processes; a run that fails or dies is
 * retried, and holds it did not release stay due (the schedule is in the database, so a restart
 * changes nothing).
 */
export function releaseReservesJob(cron = DEFAULT_RESERVE_RELEASE_CRON) {
  return defineJob({
    name: 'reserve.release',
    payload: z.object({}).loose(),
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    expireInSeconds: 30 * 60,
    schedule: { cron },
    handler: async (_payload, { db, log }) => {
      const released = await releaseDueReserves(db);
      if (released > 0) log.info({ released }, 'reserve holds released');
    },
  });
}
