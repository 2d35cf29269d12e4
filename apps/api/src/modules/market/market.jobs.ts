import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { marketOrderMailJobSpec } from './market-jobs.ts';
import { sendMarketOrderMail } from './market-order-mail.ts';
import { releaseExpiredMarketOrders } from './release-expired-market-orders.ts';

/** Sends an order's confirmation e-mail (queued when its payment settles). */
export function marketOrderMailJob(mailer: Mailer, appUrl: string) {
  return defineJob({
    ...marketOrderMailJobSpec,
    handler: async ({ orderId }, { db }) => {
      await sendMarketOrderMail({ db, mailer, appUrl }, orderId);
    },
  });
}

/** Every minute, once per cluster: the stock of orders whose payment window closed unpaid comes back. */
export const marketReleaseExpiredJob = defineJob({
  name: 'market.release-expired',
  payload: z.object({}).loose(),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 300,
  schedule: { cron: '* * * * *' },
  handler: async (_payload, { db, log }) => {
    const released = await releaseExpiredMarketOrders(db);
    if (released > 0) log.info({ released }, 'market: expired orders released their stock');
  },
});
