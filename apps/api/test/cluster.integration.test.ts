import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSimulator } from '../../simulator/src/server.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { createFreshDatabase } from '../src/platform/db/fresh-database.ts';
import { type ChildServer, freePort, startChildServer, stopGracefully } from './child-server.ts';
import { until } from './wait-until.ts';

/**
 * Two processes of the real server (ROLE=all: API and workers) on one PostgreSQL database:
 * collections and payouts pushed through both are each settled exactly once (one ledger entry per
 * kind and reference), with both processes running the checkers' job chains at once.
 * PostgreSQL only (an embedded PGlite belongs to one process).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe.skipIf(!serverUrl)('two processes on one database', () => {
  it('settle every collection and payout exactly once', { timeout: 240_000 }, async () => {
    const sim = await buildSimulator({
      readEnv: false,
      pendingDelayMs: 1_000,
      callbackSecret: 'cluster_secret',
    });
    await sim.listen({ port: 0, host: '127.0.0.1' });
    cleanup.push(() => sim.close());
    const fresh = await createFreshDatabase(serverUrl!, 'cluster');
    cleanup.push(fresh.drop);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cluster-'));
    cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const simUrl = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
    const envFor = (port: number) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: fresh.url,
      SIMULATOR_URL: simUrl,
      SIMULATOR_EMBEDDED: 'false',
      SIM_CALLBACK_SECRET: 'cluster_secret',
      APP_URL: `http://127.0.0.1:${port}`,
      OPERATOR_TIMEOUT_MS: '1000',
      COLLECTION_CHECK_INTERVAL_MS: '300',
      PAYOUT_CHECK_INTERVAL_MS: '300',
      LOG_LEVEL: 'error',
    });
    const ports = [await freePort(), await freePort()];
    // Started together: the start-up lock makes them migrate and seed one after the other.
    const servers: ChildServer[] = await Promise.all(
      ports.map((port) => startChildServer(envFor(port), port)),
    );
    cleanup.push(async () => {
      for (const server of servers) await stopGracefully(server).catch(() => undefined);
    });
    const output = servers.map((s) => s.output()).join('\n');
    const key = /DEMO_SANDBOX_KEY=(\S+)/.exec(output)?.[1];
    const shop = /DEMO_SANDBOX_SHOP_ID=(\S+)/.exec(output)?.[1];
    expect(key && shop).toBeTruthy();
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const post = async (i: number, url: string, body: object) => {
      const response = await fetch(`${servers[i % 2]!.url}${url}`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `cluster-${url}-${i}` },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(202);
      return ((await response.json()) as { reference: string }).reference;
    };
    const statusOf = async (url: string) =>
      ((await (await fetch(`${servers[0]!.url}${url}`, { headers })).json()) as { status: string }).status;
    const final = (s: string) => s === 'SUCCESSFUL' || s === 'FAILED';

    // Collections through both processes: '00' succeeds, '01' is refused.
    const collections = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(i, '/api/transactions/public/requesttopay/mtn', {
          shop,
          amount: 2_000,
          phoneNumber: `+229 01 97 00 ${String(i).padStart(2, '0')} ${i % 5 === 4 ? '01' : '00'}`,
        }),
      ),
    );
    await until(
      'every collection to be final',
      async () => {
        const all = await Promise.all(
          collections.map((r) => statusOf(`/api/transactions/public/single/status/${r}`)),
        );
        return all.every(final) ? all : undefined;
      },
      90_000,
    );
    // Payouts from the money collected, through both processes.
    const payouts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(i, '/api/payouts/public/transfer/global', {
          shop,
          network: 'MTN',
          amount: 500,
          phoneNumber: `+229 01 97 01 ${String(i).padStart(2, '0')} 00`,
          motif: 'Cluster',
        }),
      ),
    );
    const payoutStatuses = await until(
      'every payout to be final',
      async () => {
        const all = await Promise.all(payouts.map((r) => statusOf(`/api/payouts/status/public/${r}`)));
        return all.every(final) ? all : undefined;
      },
      90_000,
    );
    expect(payoutStatuses.filter((s) => s === 'SUCCESSFUL').length).toBeGreaterThan(0);

    const database = await openDatabase({ url: fresh.url, dataDir: '' });
    try {
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      // Sandbox entries only: the demo seed's own money is live.
      const duplicates = await rows(
        sql`SELECT kind, reference, count(*) AS n FROM ledger_entries WHERE mode = 0
            GROUP BY kind, reference HAVING count(*) > 1`,
      );
      expect(duplicates).toEqual([]);
      const [counts] = await rows(sql`SELECT
          (SELECT count(*) FROM transactions WHERE mode = 0 AND status = 'SUCCESSFUL')::int AS collected,
          (SELECT count(*) FROM ledger_entries e JOIN transactions t ON t.reference = e.reference
            WHERE e.kind = 'collection.settled' AND t.mode = 0)::int AS settled`);
      expect(counts!.settled).toBe(counts!.collected);
      expect(counts!.collected).toBe(24);
      expect((await checkLedger(database.db)).ok).toBe(true);
    } finally {
      await database.close();
    }
  });
});
