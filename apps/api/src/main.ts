import { buildApp } from './app.ts';
import { createDeps } from './composition/create-deps.ts';
import { jobDefinitions } from './composition/job-definitions.ts';
import { seedDemoApiKeys } from './composition/seed/demo-keys.ts';
import { seedDemo } from './composition/seed/demo-seed.ts';
import { DEMO_STORE_SLUG } from './composition/seed/demo-seed-market.ts';
import { startCollectionChecker } from './modules/collections/collection-checker.ts';
import { loadPayoutListsConfig } from './modules/payout-lists/payout-lists-config.ts';
import { startPayoutListWatchdog } from './modules/payout-lists/resume-stalled-payout-lists.ts';
import { startPayoutChecker } from './modules/payouts/check-due-payouts.ts';
import { startSweeper } from './modules/webhooks/sweep-due-work.ts';
import { loadConfig } from './platform/config/config.ts';
import { openDatabase } from './platform/db/client.ts';
import { startJobs } from './platform/jobs/start-jobs.ts';
import { startEmbeddedSimulator } from './platform/simulator/embedded-simulator.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const accounts = config.seedDemo
  ? await seedDemo(database.db, process.env.NODE_ENV, { uploadsDir: config.uploadsDir })
  : null;
const demoKeys = accounts ? await seedDemoApiKeys(database.db) : null;
const simulator = await startEmbeddedSimulator(config);
const { deps, devInbox } = createDeps(config, database.db);
const app = await buildApp(deps, { devInbox });
const jobs = await startJobs({
  database,
  definitions: jobDefinitions({
    operators: deps.operators,
    appUrl: config.appUrl,
    mailer: deps.mailer,
    ledgerCheckCron: process.env.LEDGER_CHECK_CRON,
    conformityReviewCron: process.env.CONFORMITY_REVIEW_CRON,
    weeklySummaryCron: process.env.WEEKLY_SUMMARY_CRON,
    reserveReleaseCron: process.env.RESERVE_RELEASE_CRON,
  }),
  log: app.log,
  pollingIntervalSeconds: 1,
});
const sweeper = startSweeper(database.db, {
  intervalMs: Number(process.env.SWEEP_INTERVAL_MS ?? 5_000),
  staleSeconds: Number(process.env.DELIVERY_STALE_SECONDS ?? 180),
  onError: (error) => app.log.error({ err: error }, 'sweeper failed'),
  webhookNotices: { mailer: deps.mailer, appUrl: config.appUrl },
});
// Collection status checks: due ones every second, and at once when a callback makes one due.
const collectionChecker = startCollectionChecker(database.db, deps.operators, config.appUrl, {
  signal: deps.collectionChecks,
  graceSeconds: Number(process.env.RECONCILE_SWEEP_GRACE_SECONDS ?? 0),
  leaseSeconds: Number(process.env.COLLECTION_CHECK_LEASE_SECONDS ?? 60),
  concurrency: Number(process.env.COLLECTION_CHECK_CONCURRENCY ?? 32),
  onError: (error) => app.log.error({ err: error }, 'collection check failed'),
});
// Payouts: submitted and asked about when their next_check_at is due (one mechanism, one check).
const payoutChecker = startPayoutChecker(database.db, deps.operators, config.appUrl, {
  graceSeconds: Number(process.env.RECONCILE_SWEEP_GRACE_SECONDS ?? 0),
  onError: (error) => app.log.error({ err: error }, 'payout check failed'),
});
// A payout list whose execution job died with its process is resumed from its first unpaid row.
const payoutListWatchdog = startPayoutListWatchdog(database.db, loadPayoutListsConfig(), (error) =>
  app.log.error({ err: error }, 'payout-list watchdog failed'),
);
// Fastify's own "Server listening at" JSON lines would sit beside the banner that says the same.
const level = app.log.level;
if (level === 'info') app.log.level = 'warn';
await app.listen({ port: config.port, host: config.host });
app.log.level = level;

const address = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Platform running on ${address}  (API ${address}/api, docs ${address}/docs)`,
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
  sweeper.stop();
  payoutListWatchdog.stop();
  await app.close();
  await collectionChecker.stop();
  await payoutChecker.stop();
  await jobs.stop();
  await simulator?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
