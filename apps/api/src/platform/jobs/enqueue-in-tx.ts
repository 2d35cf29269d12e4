import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { transactionBossDb } from './boss-db.ts';
import { JOBS_SCHEMA, type JobDefinition, jobSendOptions, type SendOptions } from './job-definition.ts';

let sender: PgBoss | undefined;

/** A pg-boss used only to build job rows; it never connects (every call passes the caller's db). */
function jobWriter(): PgBoss {
  sender ??= new PgBoss({
    schema: JOBS_SCHEMA,
    db: {
      executeSql: () => Promise.reject(new Error('the job writer only writes through a transaction')),
    },
  });
  return sender;
}

/**
 * Enqueues a job INSIDE the caller's transaction: the job exists if, and only if, the state
 * change it follows commits; a rollback takes it away, and no worker can see it before commit.
 * With a definition, the payload is checked against its schema and its retry policy applied.
 * The queue must exist (startJobs creates the queues of its definitions).
 */
export async function enqueueInTx<P>(
  tx: Db,
  job: JobDefinition<P> | string,
  data: P,
  options: SendOptions = {},
): Promise<string | null> {
  const definition = typeof job === 'string' ? undefined : job;
  const name = typeof job === 'string' ? job : job.name;
  const payload = definition ? definition.payload.parse(data) : data;
  const id = await jobWriter().send(name, payload as object, {
    ...jobSendOptions(definition, options),
    db: transactionBossDb(tx),
  });
  if (id === null && !options.singletonKey) {
    throw new Error(`job ${name} was not enqueued: does its queue exist (startJobs with its definition)?`);
  }
  return id;
}

/**
 * Enqueues one job per payload INSIDE the caller's transaction, in one statement (pg-boss
 * `insert`; the queue's retry and expiry policy applies). For sweeps that queue many at once.
 */
export async function enqueueManyInTx<P>(tx: Db, job: JobDefinition<P>, data: P[]): Promise<void> {
  if (data.length === 0) return;
  await jobWriter().insert(
    data.map((d) => ({ name: job.name, data: job.payload.parse(d) as object })),
    { db: transactionBossDb(tx) },
  );
}
