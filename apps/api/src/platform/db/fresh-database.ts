import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function run(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (for tests, browser journeys and
 * benchmarks), with the URL to reach it and a function that drops it (closing its connections).
 * With `template`, a copy of that database of the server instead (nobody may be connected to it).
 */
export async function createFreshDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await run(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => dropDatabase(serverUrl, name),
  };
}

/** Drops a database of that server, closing its connections. */
export function dropDatabase(serverUrl: string, name: string) {
  return run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
