import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { sendEventMails, sendWeeklySummaries } from './send-merchant-event-mails.ts';

type Services = { mailer: Mailer; appUrl: string };

/** Every minute: the "payment received" and "payout done" e-mails of live successes. */
export function merchantEventMailsJob(services: Services) {
  return defineJob({
    name: 'notify.merchant_events',
    payload: z.object({}).loose(),
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    expireInSeconds: 10 * 60,
    schedule: { cron: '* * * * *' },
    handler: async (_payload, { db, log }) => {
      const collections = await sendEventMails({ db, ...services }, 'collections');
      const payouts = await sendEventMails({ db, ...services }, 'payouts');
      if (collections || payouts) log.info({ collections, payouts }, 'merchant event e-mails sent');
    },
  });
}

/** Mondays at 07:00 UTC, unless WEEKLY_SUMMARY_CRON says otherwise. */
export const DEFAULT_WEEKLY_SUMMARY_CRON = '0 7 * * 1';

export function weeklySummaryJob(services: Services, cron = DEFAULT_WEEKLY_SUMMARY_CRON) {
  return defineJob({
    name: 'notify.weekly_summary',
    payload: z.object({}).loose(),
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    expireInSeconds: 60 * 60,
    schedule: { cron },
    handler: async (_payload, { db, log }) => {
      const sent = await sendWeeklySummaries({ db, ...services });
      log.info({ sent }, 'weekly summaries sent');
    },
  });
}
