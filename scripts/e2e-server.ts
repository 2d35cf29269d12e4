/**
 * Starts the whole product for the browser journeys on a fresh database: a temporary PGlite
 * directory, or a new database on the server named by TEST_DATABASE_URL. Both are removed once
 * this process is gone, by a detached janitor process (scripts/e2e-janitor.ts): Playwright ends
 * the server with SIGKILL to its process group, so nothing in it can clean up (each run used to
 * leave its database on the server and its directory in the temporary folder).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFreshDatabase } from '../apps/api/src/platform/db/fresh-database.ts';
import { buildApi } from './build-api.ts';

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

// Removes the directory and the database once this process is gone (scripts/e2e-janitor.ts).
spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'e2e-janitor.ts')], {
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

// The journeys run the API as production does: the compiled bundle (scripts/build-api.ts), built here
// when its sources changed (about a second).
await buildApi();
const compiledApi = '../apps/api/dist/main.js';
await import(compiledApi);
