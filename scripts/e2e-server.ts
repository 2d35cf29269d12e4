/**
 * Starts the whole product for the browser journeys on a fresh database: a temporary PGlite
 * directory, or a new database on the server named by TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'e2e-'));
process.env.LOG_LEVEL ??= 'warn';
delete process.env.SMTP_URL;

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
}

await import('../apps/api/src/main.ts');
