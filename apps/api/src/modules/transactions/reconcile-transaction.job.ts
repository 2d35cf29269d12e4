import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition.ts';
import type { OperatorRegistry } from '../operators/operator-adapter.ts';
import { reconcileTransaction } from './reconcile-transaction.ts';

export const RECONCILE_TRANSACTION = 'transactions.reconcile';

const payload = z.object({ transactionId: z.string() });

/** What enqueueing needs: the name and the payload's shape (the handler is bound at start). */
export const reconcileTransactionJob = {
  name: RECONCILE_TRANSACTION,
  payload,
  retry: { limit: 10, delaySeconds: 10, backoff: true },
  handler: async () => {
    throw new Error('reconcile job enqueued from a definition without its handler');
  },
};

/** The worker side: queries the operator through the registry of this process. */
export function reconcileTransactionWorker(operators: OperatorRegistry, appUrl: string) {
  return defineJob({
    name: RECONCILE_TRANSACTION,
    payload,
    retry: reconcileTransactionJob.retry,
    expireInSeconds: 120,
    // Each run mostly waits on the operator: several at once keep up with the callbacks.
    concurrency: 8,
    handler: async ({ transactionId }, { db }) => {
      await reconcileTransaction(db, operators, appUrl, transactionId);
    },
  });
}
