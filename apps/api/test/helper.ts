import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { createDeps } from '../src/composition/create-deps.ts';
import { jobDefinitions } from '../src/composition/job-definitions.ts';
import type { CollectionHint } from '../src/modules/collections/collection-check-signal.ts';
import type { OperatorRegistry } from '../src/modules/operators/operator-adapter.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import type { Database } from '../src/platform/db/client.ts';
import type { AppDeps } from '../src/platform/deps.ts';
import { type Jobs, startJobs } from '../src/platform/jobs/start-jobs.ts';
import { findDevMails } from '../src/platform/mail/dev-inbox-repository.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  jobs: Jobs;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  operators?: OperatorRegistry;
  /**
   * Run the job workers and the payout checker in the test process (queues are always created so
   * jobs can be enqueued). The collection checks, webhook sweep and payout-list watchdog are not
   * run: tests drive them.
   */
  jobs?: 'queues' | 'work';
  /** Told of every route as it is registered. */
  onRoute?: BuildOptions['onRoute'];
  /** Log at this level into this stream (default: silent). */
  log?: { level: string; stream: NonNullable<BuildOptions['logStream']> };
  /** More configuration, as environment variables (WEBHOOK_ALLOW_PRIVATE_TARGETS, RATE_LIMIT_…). */
  env?: Record<string, string>;
};

/** The whole application on a fresh database, with the dev inbox and a private uploads folder. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const varDir = mkdtempSync(path.join(tmpdir(), 'api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: varDir,
    APP_URL: 'http://app.test',
    LOG_LEVEL: options.log?.level ?? 'silent',
    ...options.env,
  });
  const database = await openTestDatabase();
  const { deps } = createDeps(config, database.db, options.operators ? { operators: options.operators } : {});
  const app = await buildApp(deps, {
    devInbox: true,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.log ? { logStream: options.log.stream } : {}),
  });
  await app.ready();
  const definitions = jobDefinitions({
    operators: deps.operators,
    appUrl: config.appUrl,
    mailer: deps.mailer,
    storage: deps.storage,
  });
  const worked = definitions
    .filter((d) => (!d.every && d.name !== 'collections.callbacks') || d.name === 'payouts.check')
    .map((d) => d.name);
  const jobs = await startJobs({
    database,
    definitions,
    work: options.jobs === 'work' ? worked : false,
    pollingIntervalSeconds: 0.5,
  });
  return {
    app,
    deps,
    database,
    jobs,
    close: async () => {
      // As at a production shutdown (main.ts): requests end, then the callbacks' hints are queued
      // and no more are taken (a later one's timer would write once the database is closed).
      await app.close();
      await deps.collectionChecks.close();
      await jobs.stop();
      await database.close();
      rmSync(varDir, { recursive: true, force: true });
    },
  };
}

/**
 * The operators' callbacks received so far, as the callback routes queued them for the collection
 * checker (`collections.callbacks` jobs): taken off the queue, for a test to check them itself.
 */
export async function takeCallbackHints(h: Pick<TestApp, 'deps' | 'jobs'>): Promise<CollectionHint[]> {
  await h.deps.collectionChecks.flush();
  const queued = await h.jobs.boss.fetch<{ hints: CollectionHint[] }>('collections.callbacks', {
    batchSize: 1000,
  });
  if (queued.length > 0)
    await h.jobs.boss.complete(
      'collections.callbacks',
      queued.map((job) => job.id),
    );
  return queued.flatMap((job) => job.data.hints);
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** The refresh cookie a response set, ready to send back. */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  return cookie?.value ? `refresh_token=${cookie.value}` : undefined;
}

export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: Partial<InjectOptions> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/users/login',
    payload: { email, password },
    ...extra,
  });
  return response;
}

/** The last link of the newest dev-inbox mail sent to an address. */
export async function lastMailLink(deps: AppDeps, to: string): Promise<string> {
  const mails = await findDevMails(deps.db);
  const mail = mails.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const links = mail.text.match(/https?:\/\/\S+/g);
  if (!links) throw new Error(`no link in mail to ${to}`);
  return links[links.length - 1]!;
}

/** A multipart body as a browser would send it. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; data: Buffer }>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.data)]), f.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n%test document\n');
