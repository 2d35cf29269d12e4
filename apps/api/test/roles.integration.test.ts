import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../src/platform/db/fresh-database.ts';
import { type ChildServer, freePort, startChildServer, stopGracefully } from './child-server.ts';
import { until } from './wait-until.ts';

/**
 * The real server's roles on one PostgreSQL database (an embedded PGlite belongs to one process):
 * ROLE=api serves HTTP and its pg-boss runs no queue and fires no schedule; ROLE=worker serves no
 * HTTP and runs the queues (the periodic chains) and the schedules; with two workers, a schedule
 * (the ledger check, made due every second: LEDGER_CHECK_CRON with a seconds field, pg-boss's cron
 * look every second: JOBS_CRON_CHECK_SECONDS=1) runs once per minute for the cluster, not once per
 * process: every handler run (a ledger_check_runs row) matches one firing of the schedule
 * (pg-boss's send-it job, one per schedule and minute) and no minute fired twice.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe.skipIf(!serverUrl)('process roles', () => {
  it('ROLE=api only serves; ROLE=worker only works; two workers run a schedule once', {
    timeout: 180_000,
  }, async () => {
    const fresh = await createFreshDatabase(serverUrl!, 'roles');
    cleanup.push(fresh.drop);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'roles-'));
    cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const servers: ChildServer[] = [];
    cleanup.push(async () => {
      for (const server of servers) await stopGracefully(server).catch(() => undefined);
    });
    const client = new pg.Client({ connectionString: fresh.url });
    cleanup.push(() => client.end());
    const count = async (query: string) => ((await client.query(query)).rows[0] as { n: number }).n;
    const envFor = (role: string, port: number) => ({
      ROLE: role,
      DATA_DIR: dataDir,
      DATABASE_URL: fresh.url,
      SIMULATOR_EMBEDDED: 'false',
      SIMULATOR_URL: 'http://127.0.0.1:9',
      SEED_DEMO: 'false',
      APP_URL: `http://127.0.0.1:${port}`,
      LEDGER_CHECK_CRON: '* * * * * *',
      JOBS_CRON_CHECK_SECONDS: '1',
      LOG_LEVEL: 'error',
    });
    const worked = `SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('active', 'completed', 'failed')`;
    const fired = `SELECT count(*)::int AS n FROM pgboss.job WHERE name = '__pgboss__send-it'`;
    const runs = 'SELECT count(*)::int AS n FROM ledger_check_runs';

    // ROLE=api alone: it answers HTTP; over 4 s (4 of its cron looks, were it to look) nothing is worked or fired.
    const apiPort = await freePort();
    servers.push(await startChildServer(envFor('api', apiPort), apiPort));
    expect((await fetch(`${servers[0]!.url}/api/health`)).ok).toBe(true);
    await client.connect();
    await new Promise((r) => setTimeout(r, 4_000));
    expect(await count(worked)).toBe(0);
    expect(await count(fired)).toBe(0);
    expect(await count(runs)).toBe(0);

    // Two ROLE=worker processes: no HTTP, and they run the chains and the schedule.
    const workerPorts = [await freePort(), await freePort()];
    servers.push(
      ...(await Promise.all(
        workerPorts.map((port) => startChildServer(envFor('worker', port), port, 'Worker running')),
      )),
    );
    for (const port of workerPorts)
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    await until('a chain job worked', async () => ((await count(worked)) > 0 ? true : undefined));
    await until('a scheduled ledger check', async () => ((await count(runs)) > 0 ? true : undefined));
    // Both workers look every second for 6 s more: each run is one firing, one per minute. A
    // minute that begins near the end of the wait has fired (its send-it job) before pg-boss has
    // worked it (send-it is polled every second here, then ledger.check is): the counts are read in one
    // snapshot once no send-it or ledger.check job is waiting or running, so every firing has run.
    await new Promise((r) => setTimeout(r, 6_000));
    const settled = await until('every firing worked', async () => {
      const { rows } = await client.query(
        `SELECT
           (SELECT count(*)::int FROM pgboss.job
             WHERE name IN ('__pgboss__send-it', 'ledger.check')
               AND state IN ('created', 'retry', 'active')) AS pending,
           (SELECT coalesce(json_agg(n), '[]'::json) FROM (
              SELECT count(*)::int AS n FROM pgboss.job
               WHERE name = '__pgboss__send-it' AND singleton_key = 'ledger.check'
               GROUP BY singleton_on) perMinute) AS firings,
           (SELECT count(*)::int FROM pgboss.job WHERE name = 'ledger.check') AS jobs,
           (SELECT count(*)::int FROM ledger_check_runs) AS runs`,
      );
      const row = rows[0] as { pending: number; firings: number[]; jobs: number; runs: number };
      return row.pending === 0 ? row : undefined;
    });
    expect(settled.firings.length).toBeGreaterThan(0);
    expect(settled.firings.every((n) => n === 1)).toBe(true);
    expect(settled.runs).toBe(settled.firings.length);
    expect(settled.jobs).toBe(settled.firings.length);
  });
});
