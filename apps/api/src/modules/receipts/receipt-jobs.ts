import { z } from 'zod';

/**
 * The customer's receipt e-mail of a successful collection, enqueued in the settlement's
 * transaction (register-receipt-hooks.ts); its handler is bound to the mailer in
 * receipt-mail.job.ts. One job per collection (singleton key), retried if the mail fails.
 */
export const receiptMailJobSpec = {
  name: 'receipts.mail',
  payload: z.object({ transactionId: z.string().min(1) }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  handler: async () => {
    throw new Error('receipt mail job enqueued from a definition without its handler');
  },
};
