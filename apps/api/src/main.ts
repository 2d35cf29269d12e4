import { buildApp } from './app.ts';
import { createDeps } from './composition/create-deps.ts';
import { jobDefinitions, loadBackgroundConfig } from './composition/job-definitions.ts';
import { seedDemoApiKeys } from './composition/seed/demo-keys.ts';
import { seedDemo } from './composition/seed/demo-seed.ts';
import { DEMO_STORE_SLUG } from './composition/seed/demo-seed-market.ts';
import { checkCallbackHints } from './modules/collections/collection-check-jobs.ts';
import { loadConfig } from './platform/config/config.ts';
import { openDatabase } from './platform/db/client.ts';
import { startJobs } from './platform/jobs/start-jobs.ts';
import { startEmbeddedSimulator } from './platform/simulator/embedded-simulator.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
// Processes starting together on one PostgreSQL migrate and seed one after the other.
const { accounts, demoKeys } = await database.exclusively(async () => {
  await database.migrate();
  const accounts = config.seedDemo
    ? await seedDemo(database.db, process.env.NODE_ENV, { uploadsDir: config.uploadsDir })
    : null;
  return { accounts, demoKeys: accounts ? await seedDemoApiKeys(database.db) : null };
});
const serves = config.role !== 'worker';
const works = config.role !== 'api';
const simulator = serves ? await startEmbeddedSimulator(config) : null;
const { deps, devInbox } = createDeps(config, database.db);
const app = await buildApp(deps, { devInbox });
// The background work is pg-boss jobs: queued by any process, run by the worker processes
// (ROLE=worker or all); the periodic ones (collection and payout checks, webhook sweep, payout-list
// watchdog) are job chains that run once per cluster, not timers in every process.
// pg-boss creates its queues (tables) at start: one process at a time, or they deadlock.
const background = loadBackgroundConfig();
const jobs = await database.exclusively(() =>
  startJobs({
    database,
    definitions: jobDefinitions(
      { operators: deps.operators, appUrl: config.appUrl, mailer: deps.mailer, storage: deps.storage },
      background,
    ),
    ...(background.cronCheckSeconds ? { cronCheckSeconds: background.cronCheckSeconds } : {}),
    work: works,
    log: app.log,
    pollingIntervalSeconds: 1,
    // A process that serves HTTP starts its workers once it listens (below).
    deferWorkers: serves,
  }),
);
// A callback's check is taken at once by this process's workers, or by a worker's next poll. A
// process that works the queue checks the callbacks it receives itself, without a job per burst.
deps.collectionChecks.onQueued(() => jobs.notify('collections.callbacks'));
if (works) {
  const check = checkCallbackHints(deps.operators, config.appUrl, background.collectionCheck);
  deps.collectionChecks.checkHere((hints) => check(hints, { db: database.db, log: app.log }));
}
// Fastify's own "Server listening at" JSON lines would sit beside the banner that says the same.
const level = app.log.level;
if (level === 'info') app.log.level = 'warn';
if (serves) await app.listen({ port: config.port, host: config.host });
else await app.ready();
app.log.level = level;
// Not awaited: they start one by one over a second, while the first requests are answered.
void jobs.startWorkers().catch((error) => app.log.error({ err: error }, 'jobs: workers did not start'));

const address = `http://localhost:${config.port}`;
const lines = [
  '',
  serves
    ? `  Platform running on ${address}  (API ${address}/api, docs ${address}/docs), ROLE=${config.role}`
    : '  Worker running (ROLE=worker: job workers, schedules and periodic checks; no HTTP)',
  `  Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  devInbox ? `  Dev inbox (no SMTP_URL): ${address}/dev/mail` : '',
  simulator ? `  Operator simulator (MTN, Wave, Moov, Orange…): ${simulator.url}` : '',
  config.webDistDir ? '' : '  Web app not built: run `npm run build` (npm start does it for you).',
];
if (accounts) {
  lines.push('', '  Demo accounts (created on this empty database):');
  for (const a of accounts) lines.push(`    ${a.email.padEnd(24)} ${a.password}   ${a.what}`);
  lines.push(`  Demo storefront (FeexMarket, sandbox: test numbers): ${address}/market/${DEMO_STORE_SLUG}`);
}
if (demoKeys) {
  lines.push(
    '',
    '  Demo merchant API (secret keys are shown this once):',
    `DEMO_SHOP_ID=${demoKeys.liveShopId}`,
    `DEMO_SANDBOX_SHOP_ID=${demoKeys.sandboxShopId}`,
    `DEMO_SANDBOX_KEY=${demoKeys.sandboxKey}`,
    `DEMO_LIVE_KEY=${demoKeys.liveKey}`,
  );
}
console.log(lines.filter((l, i) => l !== '' || i === 0).join('\n'), '\n');

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await deps.collectionChecks.close();
  await jobs.stop();
  await simulator?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
