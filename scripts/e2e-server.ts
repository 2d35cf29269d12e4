/**
 * Starts the whole product for the browser journeys on a fresh database: a temporary PGlite
 * directory, or a new database on the server named by TEST_DATABASE_URL. Both are removed once
 * this process is gone, by a detached janitor process: Playwright ends the server with SIGKILL to
 * its process group, so nothing in it can clean up (each run used to leave its database on the
 * server and its directory in the temporary folder).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFreshDatabase } from '../apps/api/src/platform/db/fresh-database.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
delete process.env.SMTP_URL;

const serverUrl = process.env.TEST_DATABASE_URL;
let databaseName = '';
if (serverUrl) {
  const fresh = await createFreshDatabase(serverUrl, 'e2e');
  databaseName = fresh.name;
  process.env.DATABASE_URL = fresh.url;
} else {
  delete process.env.DATABASE_URL;
}

/** Waits, in its own process group, for this process to end, then removes what it made. */
const janitor = `import { rmSync } from 'node:fs';
import pg from 'pg';
const { E2E_PID, E2E_DATA_DIR, E2E_SERVER_URL, E2E_DATABASE } = process.env;
const alive = () => { try { process.kill(Number(E2E_PID), 0); return true; } catch { return false; } };
while (alive()) await new Promise((resolve) => setTimeout(resolve, 500));
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
if (E2E_SERVER_URL && E2E_DATABASE) {
  const client = new pg.Client({ connectionString: E2E_SERVER_URL });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS ' + E2E_DATABASE + ' WITH (FORCE)');
  await client.end();
}`;
spawn(process.execPath, ['--input-type=module', '-e', janitor], {
  cwd: path.join(import.meta.dirname, '..'),
  env: {
    ...process.env,
    E2E_PID: String(process.pid),
    E2E_DATA_DIR: dataDir,
    E2E_SERVER_URL: serverUrl ?? '',
    E2E_DATABASE: databaseName,
  },
  detached: true,
  stdio: 'ignore',
}).unref();

await import('../apps/api/src/main.ts');
