import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/platform/db/client.ts';
import { enqueueInTx } from '../src/platform/jobs/enqueue-in-tx.ts';
import { defineJob, NonRetryableJobError } from '../src/platform/jobs/job-definition.ts';
import { type Jobs, startJobs } from '../src/platform/jobs/start-jobs.ts';
import { openTestDatabase } from './test-database.ts';

const runs: { job: string; tag: string; retryCount: number }[] = [];
const runsOf = (job: string, tag: string) => runs.filter((r) => r.job === job && r.tag === tag);

const recordJob = defineJob({
  name: 'test.record',
  payload: z.object({ tag: z.string() }),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  handler: async ({ tag }, { job }) => {
    runs.push({ job: 'record', tag, retryCount: job.retryCount });
  },
});

/** Fails its first `failures` runs, then succeeds. */
const flakyJob = defineJob({
  name: 'test.flaky',
  payload: z.object({ tag: z.string(), failures: z.number().int(), permanent: z.boolean().optional() }),
  retry: { limit: 2, delaySeconds: 0, backoff: false },
  handler: async ({ tag, failures, permanent }, { job }) => {
    runs.push({ job: 'flaky', tag, retryCount: job.retryCount });
    if (permanent) throw new NonRetryableJobError('refused for good');
    if (job.retryCount < failures) throw new Error(`run ${job.retryCount} fails`);
  },
});

/** A periodic chain (an hour apart here: it runs once at start, then its successor waits). */
const chainJob = defineJob({
  name: 'test.chain',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  every: { ms: 3_600_000 },
  handler: async () => {
    runs.push({ job: 'chain', tag: 'tick', retryCount: 0 });
  },
});

/** The jobs of a process that starts its workers only once it serves (deferWorkers). */
const laterRecordJob = defineJob({
  name: 'test.later-record',
  payload: z.object({ tag: z.string() }),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  handler: async ({ tag }) => {
    runs.push({ job: 'later-record', tag, retryCount: 0 });
  },
});
const laterChainJob = defineJob({
  name: 'test.later-chain',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  every: { ms: 3_600_000 },
  handler: async () => {
    runs.push({ job: 'later-chain', tag: 'tick', retryCount: 0 });
  },
});

let database: Database;
let jobs: Jobs;
beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await startJobs({
    database,
    definitions: [recordJob, flakyJob, chainJob],
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function jobState(name: string, id: string) {
  return (await jobs.boss.getJobById(name, id))?.state;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

describe(`jobs (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('runs a job enqueued in a committed transaction, with the state change it follows', async () => {
    const id = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      return enqueueInTx(tx, recordJob, { tag: 'committed' });
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => runsOf('record', 'committed').length === 1);
    await until(async () => (await jobState(recordJob.name, id!)) === 'completed');
  });

  it('drains a backlog without waiting a polling interval between jobs', async () => {
    const tags = Array.from({ length: 30 }, (_, i) => `backlog-${i}`);
    const started = Date.now();
    for (const tag of tags) await jobs.send(recordJob.name, { tag });
    await until(() => tags.every((tag) => runsOf('record', tag).length === 1));
    // One worker at a 0.5 s polling interval would need 15 s if it paused after every job.
    expect(Date.now() - started).toBeLessThan(7_500);
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    let enqueued: string | null = null;
    await expect(
      database.db.transaction(async (tx) => {
        enqueued = await enqueueInTx(tx, recordJob, { tag: 'rolled-back' });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(enqueued).not.toBeNull();
    // A job sent after it, outside the transaction, runs: the worker was polling all along.
    await jobs.send(recordJob.name, { tag: 'after-rollback' });
    await until(() => runsOf('record', 'after-rollback').length === 1);
    await settle();
    expect(runsOf('record', 'rolled-back')).toEqual([]);
    expect(await jobs.boss.getJobById(recordJob.name, enqueued!)).toBeNull();
  });

  it('does not run a job before its transaction commits', async () => {
    // PGlite has one connection, so there the worker simply waits for the transaction to end.
    await database.db.transaction(async (tx) => {
      await enqueueInTx(tx, recordJob, { tag: 'slow-commit' });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(runsOf('record', 'slow-commit')).toEqual([]);
    });
    await until(() => runsOf('record', 'slow-commit').length === 1);
  });

  it('retries a failing job per its policy, then succeeds', async () => {
    const id = await database.db.transaction((tx) =>
      enqueueInTx(tx, flakyJob, { tag: 'twice', failures: 2 }),
    );
    await until(async () => (await jobState(flakyJob.name, id!)) === 'completed');
    expect(runsOf('flaky', 'twice').map((r) => r.retryCount)).toEqual([0, 1, 2]);
  });

  it('fails a job for good once its retries are spent', async () => {
    const id = await database.db.transaction((tx) =>
      enqueueInTx(tx, flakyJob, { tag: 'always', failures: 99 }),
    );
    await until(async () => (await jobState(flakyJob.name, id!)) === 'failed');
    await settle();
    expect(runsOf('flaky', 'always').map((r) => r.retryCount)).toEqual([0, 1, 2]);
  });

  it('does not retry a non-retryable error', async () => {
    const id = await database.db.transaction((tx) =>
      enqueueInTx(tx, flakyJob, { tag: 'permanent', failures: 0, permanent: true }),
    );
    await until(async () => (await jobState(flakyJob.name, id!)) === 'failed');
    await settle();
    expect(runsOf('flaky', 'permanent')).toHaveLength(1);
  });

  it('refuses a payload its definition does not accept, and a queue that does not exist', async () => {
    await expect(
      database.db.transaction((tx) => enqueueInTx(tx, recordJob, { tag: 42 } as unknown as { tag: string })),
    ).rejects.toThrow();
    await expect(database.db.transaction((tx) => enqueueInTx(tx, 'test.no-such-queue', {}))).rejects.toThrow(
      /queue/,
    );
  });

  it('runs nothing in a process that defers its workers until it starts them; its chains are queued', async () => {
    const later = await startJobs({
      database,
      definitions: [laterRecordJob, laterChainJob],
      pollingIntervalSeconds: 0.5,
      deferWorkers: true,
    });
    try {
      // The chain's first run is queued at start (the schedule would add none to a live chain).
      expect(await later.boss.send(laterChainJob.name, {})).toBeNull();
      await later.send(laterRecordJob.name, { tag: 'deferred' });
      await settle();
      expect(runs.filter((r) => r.job.startsWith('later-'))).toEqual([]);

      await later.startWorkers();
      await until(
        () => runsOf('later-record', 'deferred').length === 1 && runsOf('later-chain', 'tick').length === 1,
      );
      // Starting them again starts no second set.
      await later.startWorkers();
      await later.send(laterRecordJob.name, { tag: 'once' });
      await until(() => runsOf('later-record', 'once').length === 1);
      await settle();
      expect(runsOf('later-record', 'once')).toHaveLength(1);
      expect(runsOf('later-chain', 'tick')).toHaveLength(1);
    } finally {
      await later.stop();
    }
  });

  it('ends a deferred start without an error when the jobs stop meanwhile', async () => {
    const later = await startJobs({
      database,
      definitions: [{ ...laterRecordJob, concurrency: 3 }],
      pollingIntervalSeconds: 0.5,
      deferWorkers: true,
    });
    const starting = later.startWorkers();
    await later.stop();
    await expect(starting).resolves.toBeUndefined();
  });

  it("keeps a chain's queue at one queued job, also when the workers start again", async () => {
    await until(() => runsOf('chain', 'tick').length >= 1);
    // Its successor waits an hour; a second start of the jobs (another process) changes nothing.
    const again = await startJobs({ database, definitions: [chainJob], work: false });
    try {
      expect((await again.boss.getQueue('test.chain'))?.policy).toBe('short');
      // What the per-minute schedule does to a live chain: nothing is added.
      expect(await again.boss.send('test.chain', {})).toBeNull();
      expect((await jobs.boss.getQueue('test.record'))?.policy).toBe('standard');
    } finally {
      await again.stop();
    }
  });
});
