import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { pgliteBossDb } from './boss-db.ts';
import {
  JOBS_SCHEMA,
  type JobContext,
  type JobDefinition,
  type JobLogger,
  jobSendOptions,
  NonRetryableJobError,
  type SendOptions,
} from './job-definition.ts';

export type StartJobsOptions = {
  database: Database;
  /** Their queues are created (or their policy updated) at start. */
  // biome-ignore lint/suspicious/noExplicitAny: definitions of any payload type
  definitions?: JobDefinition<any>[];
  /**
   * Run the definitions' handlers in this process, fire the cron schedules and do pg-boss's
   * maintenance (default true). False for an API-only process (ROLE=api): it only enqueues.
   * A list of queue names: only their handlers run here (tests).
   */
  work?: boolean | string[];
  log?: JobLogger;
  /** How often an idle worker looks for work (pg-boss minimum 0.5 s). Default 2 s. */
  pollingIntervalSeconds?: number;
  /**
   * How often a working process's pg-boss looks whether a schedule is due and turns it into a job
   * (its cron monitor and send-it worker; pg-boss defaults 30 s and 5 s). Once per cluster either way:
   * pg-boss records the last look in its tables and keys each scheduled job to its minute.
   */
  cronCheckSeconds?: number;
  /**
   * Leave the workers to `Jobs.startWorkers` (default false: they start here). Each worker fetches
   * as soon as it starts: a process that serves HTTP starts them once it listens, so that these
   * first fetches (one per worker, on PGlite's one connection one after the other) do not hold
   * up its first answer.
   */
  deferWorkers?: boolean;
};

export type Jobs = {
  boss: PgBoss;
  /** Enqueues outside any transaction (prefer enqueueInTx after a state change). */
  send: (name: string, data: unknown, options?: SendOptions) => Promise<string | null>;
  /** Makes this process's workers of a queue look for work now (a job was just queued). */
  notify: (name: string) => void;
  /** Starts this process's workers when `deferWorkers` kept them (else nothing: they run). */
  startWorkers: () => Promise<void>;
  /** Runs a handler for a queue that has no definition (the queue must exist). */
  work: (name: string, handler: (job: PgBoss.JobWithMetadata<unknown>) => Promise<void>) => Promise<string>;
  stop: () => Promise<void>;
};

const silentLog: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * pg-boss on the application's database: on PostgreSQL with its own small pool, on PGlite
 * through the same embedded client. Installs or migrates pg-boss's schema, creates the
 * queues of the definitions and, unless `work: false`, runs their handlers.
 */
export async function startJobs(options: StartJobsOptions): Promise<Jobs> {
  const { database } = options;
  const log = options.log ?? silentLog;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const definitions = new Map((options.definitions ?? []).map((d) => [d.name, d]));

  const work = options.work !== false;
  const worked = (name: string) => !Array.isArray(options.work) || options.work.includes(name);
  const raw = database.raw;
  // Only a working process fires schedules and runs maintenance (expiry, retention).
  const roles = {
    supervise: work,
    schedule: work,
    ...(options.cronCheckSeconds
      ? {
          cronMonitorIntervalSeconds: options.cronCheckSeconds,
          cronWorkerIntervalSeconds: options.cronCheckSeconds,
        }
      : {}),
  };
  const boss =
    raw.kind === 'postgres'
      ? new PgBoss({
          connectionString: raw.url,
          schema: JOBS_SCHEMA,
          max: 4,
          application_name: 'jobs',
          ...roles,
        })
      : new PgBoss({ db: pgliteBossDb(raw.client), schema: JOBS_SCHEMA, ...roles });
  boss.on('error', (error) => log.error({ err: error }, 'jobs: pg-boss error'));
  await boss.start();

  /** Makes the current run the last: pg-boss fails it for good instead of retrying. */
  async function giveUp(name: string, id: string) {
    await boss
      .getDb()
      .executeSql(`UPDATE ${JOBS_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`, [
        name,
        id,
      ]);
  }

  // What exists already is read once: a start on an existing database writes only what changed.
  const queues = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  const schedules = new Map((await boss.getSchedules()).map((schedule) => [schedule.name, schedule]));
  for (const definition of definitions.values()) {
    const queue = queueOptions(definition);
    const existing = queues.get(definition.name);
    if (!existing) await boss.createQueue(definition.name, queue);
    // pg-boss's updateQueue sets the policy too (`standard` when none is given): it is always passed.
    else if (!sameQueue(existing, queue)) await boss.updateQueue(definition.name, queue);
    // pg-boss keeps one schedule per queue in its tables; every process's cron monitor agrees on
    // one job per tick, so a scheduled job runs once per cluster. A chain's schedule restarts it.
    const cron = definition.schedule?.cron ?? (definition.every ? '* * * * *' : undefined);
    const schedule = schedules.get(definition.name);
    if (cron && (schedule?.cron !== cron || schedule.options?.tz !== 'UTC'))
      await boss.schedule(definition.name, cron, {}, { tz: 'UTC' });
  }

  /** Queues the next run of a chain (nothing when one is already queued). */
  async function continueChain(definition: JobDefinition<unknown>, afterMs: number) {
    await boss.send(definition.name, {}, afterMs > 0 ? { startAfter: afterMs / 1000 } : {});
  }

  const workerIds = new Map<string, string[]>();

  // Every working process makes sure each chain runs (a no-op when one is already queued). Before
  // the workers start: each worker fetches at once when it starts, and on PGlite (one connection)
  // these sends would wait behind every worker's first fetch (0.6 s of a restart on a slow host).
  if (work)
    for (const definition of definitions.values())
      if (definition.every && worked(definition.name)) await continueChain(definition, 0);

  let workersStarted = !work;
  let stopping = false;
  async function startWorkers() {
    if (workersStarted) return;
    workersStarted = true;
    // A queue with `concurrency` n gets n workers in this process, each fetching one job at a time.
    const workers = [...definitions.values()]
      .filter((d) => worked(d.name))
      .flatMap((d) => Array.from({ length: Math.max(1, d.concurrency ?? 1) }, () => d));
    for (const [index, definition] of workers.entries()) {
      // Deferred workers start one by one over a polling interval: their first fetches (one
      // query each, run back to back on PGlite) would otherwise hold up the requests that arrive
      // meanwhile.
      if (options.deferWorkers && index > 0)
        await new Promise((resolve) => setTimeout(resolve, (pollingIntervalSeconds * 1000) / workers.length));
      // A stop during that second ends the start (pg-boss refuses new workers once stopped).
      if (stopping) return;
      let workerId: string | undefined;
      workerId = await boss.work(
        definition.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          // pg-boss waits a polling interval after every fetch, even a fruitful one; a worker that
          // got a job asks again at once instead, so a backlog drains at the handlers' pace.
          if (workerId) boss.notifyWorker(workerId);
          // A chain's next run is queued before this one works: a crash mid-run does not end it.
          if (definition.every) await continueChain(definition, definition.every.ms);
          const context: JobContext = {
            db: database.db,
            log,
            job: { id: job.id, name: job.name, retryCount: job.retryCount },
          };
          try {
            const parsed = definition.payload.safeParse(job.data);
            if (!parsed.success) throw new NonRetryableJobError(`invalid payload: ${parsed.error.message}`);
            await definition.handler(parsed.data, context);
          } catch (error) {
            const final = error instanceof NonRetryableJobError || job.retryCount >= job.retryLimit;
            if (error instanceof NonRetryableJobError) await giveUp(job.name, job.id);
            log[final ? 'error' : 'warn'](
              { err: error, job: job.name, id: job.id, retryCount: job.retryCount, final },
              final ? 'job failed for good' : 'job failed, will retry',
            );
            throw error;
          }
        },
      );
      workerIds.set(definition.name, [...(workerIds.get(definition.name) ?? []), workerId]);
    }
  }
  if (!options.deferWorkers) await startWorkers();

  return {
    boss,
    startWorkers,
    async send(name, data, sendOptions = {}) {
      const definition = definitions.get(name);
      const payload = definition ? definition.payload.parse(data) : data;
      return boss.send(name, payload as object, jobSendOptions(definition, sendOptions));
    },
    notify(name) {
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
    async work(name, handler) {
      let workerId: string | undefined;
      workerId = await boss.work(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          if (workerId) boss.notifyWorker(workerId);
          await handler(job);
        },
      );
      return workerId;
    },
    async stop() {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/**
 * A definition's queue. A chain's queue holds at most one queued job (policy `short`): that job is
 * the chain, and the per-minute schedule that restarts a dead chain adds none to a live one.
 */
function queueOptions(definition: JobDefinition<unknown>): PgBoss.Queue {
  return {
    name: definition.name,
    policy: definition.every ? 'short' : 'standard',
    retryLimit: definition.every ? 0 : definition.retry.limit,
    retryDelay: definition.retry.delaySeconds,
    retryBackoff: definition.retry.backoff,
    ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
  };
}

function sameQueue(existing: PgBoss.QueueResult, wanted: PgBoss.Queue): boolean {
  return (
    existing.policy === wanted.policy &&
    existing.retryLimit === wanted.retryLimit &&
    existing.retryDelay === wanted.retryDelay &&
    existing.retryBackoff === wanted.retryBackoff &&
    (wanted.expireInSeconds === undefined || existing.expireInSeconds === wanted.expireInSeconds)
  );
}
