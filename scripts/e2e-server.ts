/**
 * Starts the whole product for the browser journeys on a fresh database: a temporary PGlite
 * directory, or a new database on the server named by TEST_DATABASE_URL.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFreshDatabase } from '../apps/api/src/platform/db/fresh-database.ts';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'e2e-'));
process.env.LOG_LEVEL ??= 'warn';
delete process.env.SMTP_URL;

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  process.env.DATABASE_URL = (await createFreshDatabase(serverUrl, 'e2e')).url;
} else {
  delete process.env.DATABASE_URL;
}

await import('../apps/api/src/main.ts');
