import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { reviewConformity } from './review-conformity.ts';

/** Daily at 05:23 UTC, unless CONFORMITY_REVIEW_CRON says otherwise. */
export const DEFAULT_CONFORMITY_REVIEW_CRON = '23 5 * * *';

/** The periodic re-review of validated merchants (reviewConformity), once per cluster. */
export function conformityReviewJob(
  services: { mailer: Mailer; appUrl: string },
  cron = DEFAULT_CONFORMITY_REVIEW_CRON,
) {
  return defineJob({
    name: 'conformity.review',
    payload: z.object({}).loose(),
    retry: { limit: 2, delaySeconds: 300, backoff: true },
    expireInSeconds: 30 * 60,
    schedule: { cron },
    handler: async (_payload, { db, log }) => {
      const result = await reviewConformity({ db, ...services });
      log.info(result, 'conformity review done');
    },
  });
}
