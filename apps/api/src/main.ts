import { buildApp } from './app.ts';
import { loadConfig } from './platform/config/config.ts';
import { createDeps } from './platform/create-deps.ts';
import { openDatabase } from './platform/db/client.ts';
import { seedDemo } from './platform/seed/demo-seed.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const accounts = config.seedDemo ? await seedDemo(database.db, process.env.NODE_ENV) : null;
const { deps, devInbox } = createDeps(config, database.db);
const app = await buildApp(deps, { devInbox });
await app.listen({ port: config.port, host: config.host });

const address = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Platform running on ${address}  (API ${address}/api, docs ${address}/docs)`,
  `  Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  devInbox ? `  Dev inbox (no SMTP_URL): ${address}/dev/mail` : '',
  config.webDistDir ? '' : '  Web app not built: run `npm run build` (npm start does it for you).',
];
if (accounts) {
  lines.push('', '  Demo accounts (created on this empty database):');
  for (const a of accounts) lines.push(`    ${a.email.padEnd(24)} ${a.password}   ${a.what}`);
}
console.log(lines.filter((l, i) => l !== '' || i === 0).join('\n'), '\n');

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
