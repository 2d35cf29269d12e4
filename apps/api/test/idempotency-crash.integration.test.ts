import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSimulator } from '../../simulator/src/server.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { createFreshDatabase } from '../src/platform/db/fresh-database.ts';
import { transactions } from '../src/platform/db/schema/index.ts';
import { type ChildServer, freePort, killHard, startChildServer, stopGracefully } from './child-server.ts';

/**
 * Idempotency-Keys survive crashes (PostgreSQL only): the API is SIGKILLed 5 times while
 * collections with slow operator answers (ending 03: the operator hangs past our timeout, then
 * succeeds) are in flight; afterwards every retry of every key answers its collection's
 * reference, and its final status within a minute; no key made two collections; the ledger proves.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const sim = await buildSimulator({
  readEnv: false,
  hangMs: 4_000,
  pendingDelayMs: 1_000,
  callbackSecret: 'crash_callback_secret',
});
let dataDir = '';
let databaseUrl = '';
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  await sim.listen({ port: 0, host: '127.0.0.1' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'idem-crash-'));
  const fresh = await createFreshDatabase(serverUrl, 'idem_crash');
  databaseUrl = fresh.url;
  dropDatabase = fresh.drop;
});

afterAll(async () => {
  await sim.close();
  await dropDatabase?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const KILLS = 5;
const KEYS_PER_KILL = 4;

describe.skipIf(!serverUrl)('Idempotency-Keys across SIGKILLs (PostgreSQL)', () => {
  it('answers every key with its one collection, final within a minute, after 5 crashes', {
    timeout: 240_000,
  }, async () => {
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SIMULATOR_URL: `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`,
      SIMULATOR_EMBEDDED: 'false',
      SIM_CALLBACK_SECRET: 'crash_callback_secret',
      APP_URL: `http://127.0.0.1:${port}`,
      OPERATOR_TIMEOUT_MS: '2500',
      SWEEP_INTERVAL_MS: '500',
      RECONCILE_SWEEP_GRACE_SECONDS: '1',
      COLLECTION_CHECK_LEASE_SECONDS: '3',
      RECONCILE_RESUBMIT_AFTER_SECONDS: '2',
      IDEMPOTENCY_LEASE_SECONDS: '2',
      LOG_LEVEL: 'error',
    };
    let server: ChildServer = await startChildServer(env, port);
    const apiKey = /DEMO_SANDBOX_KEY=(\S+)/.exec(server.output())?.[1];
    const shop = /DEMO_SANDBOX_SHOP_ID=(\S+)/.exec(server.output())?.[1];
    expect(apiKey && shop).toBeTruthy();

    type Key = { key: string; amount: number; phoneNumber: string };
    const keys: Key[] = [];
    const pay = (k: Key) =>
      fetch(`${server.url}/api/transactions/public/requesttopay/mtn`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': k.key,
        },
        body: JSON.stringify({ shop, amount: k.amount, phoneNumber: k.phoneNumber }),
      });

    for (let kill = 0; kill < KILLS; kill++) {
      const round = Array.from({ length: KEYS_PER_KILL }, (_, i) => ({
        key: `crash-${kill}-${i}`,
        amount: 2_000 + kill * 10 + i,
        phoneNumber: `0197${String(kill * 10 + i).padStart(4, '0')}03`,
      }));
      keys.push(...round);
      // Requests spread over 600 ms; the process dies while the operator still hangs on them.
      const inFlight = round.map(async (k, i) => {
        await new Promise((r) => setTimeout(r, i * 150));
        await pay(k).catch(() => undefined);
      });
      await new Promise((r) => setTimeout(r, 500 + kill * 150));
      await killHard(server);
      await Promise.all(inFlight);
      server = await startChildServer(env, port);
    }

    // Every key, retried until its answer is final: one reference per key, within a minute.
    const deadline = Date.now() + 60_000;
    const answers = new Map<string, { reference: string; status: string }>();
    while (answers.size < keys.length && Date.now() < deadline) {
      for (const k of keys) {
        if (answers.has(k.key)) continue;
        const response = await pay(k);
        if (response.status !== 202) continue;
        const body = (await response.json()) as { reference: string; status: string };
        if (body.status === 'SUCCESSFUL' || body.status === 'FAILED') answers.set(k.key, body);
      }
      if (answers.size < keys.length) await new Promise((r) => setTimeout(r, 500));
    }
    expect(keys.filter((k) => !answers.has(k.key)).map((k) => k.key)).toEqual([]);
    // Once more: every retry answers the same reference.
    for (const k of keys) {
      const again = (await (await pay(k)).json()) as { reference: string };
      expect(again.reference).toBe(answers.get(k.key)!.reference);
    }

    await stopGracefully(server);
    const database = await openDatabase({ url: databaseUrl, dataDir: '' });
    try {
      const rows = await database.db
        .select({ reference: transactions.reference, amount: transactions.amount })
        .from(transactions)
        .where(
          inArray(
            transactions.amount,
            keys.map((k) => BigInt(k.amount)),
          ),
        );
      // 0 duplicates: one collection per key, the one its retries name.
      expect(rows).toHaveLength(keys.length);
      for (const k of keys) {
        const mine = rows.filter((r) => r.amount === BigInt(k.amount));
        expect(mine.map((r) => r.reference)).toEqual([answers.get(k.key)!.reference]);
      }
      const report = await checkLedger(database.db);
      expect(report.ok).toBe(true);
    } finally {
      await database.close();
    }
  });
});
