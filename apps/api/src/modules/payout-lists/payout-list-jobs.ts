import { z } from 'zod';

/** The execution job's queue and payload (the handler is bound in run-payout-list.job.ts). */
export const RUN_PAYOUT_LIST = 'payout-lists.run';

export const runPayoutListJobSpec = {
  name: RUN_PAYOUT_LIST,
  payload: z.object({ listId: z.string() }),
  retry: { limit: 50, delaySeconds: 2, backoff: false },
  expireInSeconds: 120,
  handler: async () => {
    throw new Error('payout-list job enqueued from a definition without its handler');
  },
};
