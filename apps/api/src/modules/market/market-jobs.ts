import { z } from 'zod';

/** The order confirmation e-mail, enqueued in the settlement's transaction (market-order-mail.job.ts). */
export const marketOrderMailJobSpec = {
  name: 'market.order-confirmation',
  payload: z.object({ orderId: z.string() }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  handler: async () => {
    throw new Error('market mail job enqueued from a definition without its handler');
  },
};
