import { z } from 'zod';
import { defineJob, type JobContext } from '../../platform/jobs/job-definition.ts';
import type { OperatorRegistry } from '../operators/operator-adapter.ts';
import type { CollectionHint } from './collection-check-signal.ts';
import { type CheckOptions, checkDueCollections } from './collection-checker.ts';

const hintsPayload = z.object({
  hints: z.array(
    z.object({ reference: z.string(), operator: z.string(), mode: z.union([z.literal(0), z.literal(1)]) }),
  ),
});

/** The callbacks job's queue and payload (the handler is bound in collectionCheckJobs). */
export const collectionCallbacksJobSpec = defineJob({
  name: 'collections.callbacks',
  payload: hintsPayload,
  retry: { limit: 2, delaySeconds: 1, backoff: false },
  expireInSeconds: 120,
  handler: async () => {
    throw new Error('collections.callbacks enqueued from a definition without its handler');
  },
});

export type CollectionCheckConfig = Omit<CheckOptions, 'hints' | 'onError'> & {
  /** How often the due checks are claimed, once per cluster (default 1 s). */
  intervalMs?: number;
};

/**
 * The collection checker as jobs: `collections.check` claims the due checks every `intervalMs`
 * (a chain, once per cluster; a full round is followed by another at once), and
 * `collections.callbacks` asks at once about the collections that operators' callbacks named.
 * Two processes running either at the same time share the rows: each due check is claimed once
 * (FOR UPDATE SKIP LOCKED, and a lease in `next_check_at`).
 */
export function collectionCheckJobs(
  operators: OperatorRegistry,
  appUrl: string,
  config: CollectionCheckConfig = {},
) {
  const limit = config.limit ?? 200;
  const check = defineJob({
    name: 'collections.check',
    payload: z.object({}).loose(),
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    expireInSeconds: 600,
    every: { ms: config.intervalMs ?? 1_000 },
    handler: async (_payload, { db, log }) => {
      const onError = (err: unknown) => log.error({ err }, 'collection check failed');
      // A full round means more are due: another at once.
      while ((await checkDueCollections(db, operators, appUrl, { ...config, limit, onError })) >= limit);
    },
  });
  const callbacks = defineJob({
    ...collectionCallbacksJobSpec,
    concurrency: 2,
    handler: async ({ hints }, context) => checkCallbackHints(operators, appUrl, config)(hints, context),
  });
  return [check, callbacks];
}

/**
 * Asks at once about the collections that operators' callbacks named (and claims the due checks
 * with them): the `collections.callbacks` job's work, also run without a job by a process that
 * works the queue itself (CollectionCheckSignal.checkHere).
 */
export function checkCallbackHints(
  operators: OperatorRegistry,
  appUrl: string,
  config: CollectionCheckConfig = {},
) {
  const limit = config.limit ?? 200;
  return async (hints: CollectionHint[], { db, log }: Pick<JobContext, 'db' | 'log'>) => {
    const onError = (err: unknown) => log.error({ err }, 'collection check failed');
    await checkDueCollections(db, operators, appUrl, { ...config, limit, hints, onError });
  };
}
