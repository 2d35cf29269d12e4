import { z } from 'zod';

/** Queue names and payload of the payout jobs (the handlers are bound at start, in *.job.ts). */
export const SUBMIT_PAYOUT = 'payouts.submit';
export const RECONCILE_PAYOUT = 'payouts.reconcile';

const payload = z.object({ payoutId: z.string() });
const unbound = async () => {
  throw new Error('payout job enqueued from a definition without its handler');
};

/** Sends a held payout to its operator (again, under the same idempotency key, if needed). */
export const submitPayoutJob = {
  name: SUBMIT_PAYOUT,
  payload,
  retry: { limit: 10, delaySeconds: 5, backoff: true },
  handler: unbound,
};

/** Asks the operator where an open payout stands. */
export const reconcilePayoutJob = {
  name: RECONCILE_PAYOUT,
  payload,
  retry: { limit: 10, delaySeconds: 10, backoff: true },
  handler: unbound,
};
