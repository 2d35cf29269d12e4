import type { z } from 'zod';
import type { Db } from '../db/client.ts';

/** pg-boss keeps its tables in this schema, on the application's database. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * How a failed run is retried: `limit` more runs after the first, `delaySeconds` apart, doubled
 * each time with `backoff`. Any thrown error is retried; NonRetryableJobError is not.
 */
export type RetryPolicy = { limit: number; delaySeconds: number; backoff: boolean };

export type JobLogger = {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

export type JobContext = {
  db: Db;
  log: JobLogger;
  job: { id: string; name: string /** 0 on the first run. */; retryCount: number };
};

export type JobDefinition<P = unknown> = {
  name: string;
  payload: z.ZodType<P>;
  retry: RetryPolicy;
  /** A run still active after this long is failed (and retried). Default 15 minutes. */
  expireInSeconds?: number;
  /** How many jobs of this queue one process runs at once (default 1). */
  concurrency?: number;
  /** Run on this cron schedule (UTC), once per cluster (pg-boss schedule), with an empty payload. */
  schedule?: { cron: string };
  /**
   * Periodic work at a sub-minute cadence, once per cluster: a chain of jobs (queue policy
   * `short`: at most one queued). Each run first queues its successor `ms` later, then works, so
   * a process that dies mid-run leaves the chain alive; a per-minute schedule and every worker's
   * start queue one if none is waiting (a chain that died is back within a minute). Runs may
   * overlap across processes when one outlasts `ms`: the work must be safe to run twice at once
   * (rows claimed with SKIP LOCKED). Empty payload, no retry (the next run is the retry).
   */
  every?: { ms: number };
  handler: (payload: P, context: JobContext) => Promise<void>;
};

/** A job, in its own file: name, zod payload, retry policy and handler. */
export function defineJob<S extends z.ZodType>(definition: {
  name: string;
  payload: S;
  retry: RetryPolicy;
  expireInSeconds?: number;
  concurrency?: number;
  schedule?: { cron: string };
  every?: { ms: number };
  handler: (payload: z.output<S>, context: JobContext) => Promise<void>;
}): JobDefinition<z.output<S>> {
  return definition as unknown as JobDefinition<z.output<S>>;
}

/** A failure that another run cannot fix (bad payload, a refusal): fail now, no retry. */
export class NonRetryableJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NonRetryableJobError';
  }
}

/** Options pg-boss applies per job, from the definition, caller's options winning. */
export function jobSendOptions(
  definition: Pick<JobDefinition, 'retry' | 'expireInSeconds'> | undefined,
  options: SendOptions = {},
) {
  if (!definition) return { ...options };
  return {
    retryLimit: definition.retry.limit,
    retryDelay: definition.retry.delaySeconds,
    retryBackoff: definition.retry.backoff,
    ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
    ...options,
  };
}

/** What a caller may choose when enqueueing (the rest comes from the definition). */
export type SendOptions = {
  /** Do not run before this date, or this many seconds from now. */
  startAfter?: Date | number;
  /** At most one queued job with this key (e.g. one delivery per webhook event). */
  singletonKey?: string;
  priority?: number;
  id?: string;
};
