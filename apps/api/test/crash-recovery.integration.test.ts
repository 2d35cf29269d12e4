import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSimulator } from '../../simulator/src/server.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { createFreshDatabase } from '../src/platform/db/fresh-database.ts';
import { ledgerEntries, transactions } from '../src/platform/db/schema/index.ts';
import { type ChildServer, freePort, killHard, startChildServer, stopGracefully } from './child-server.ts';
import { until } from './wait-until.ts';

/**
 * SIGKILL the server while payments and webhook deliveries are in flight, restart it on the
 * same database: every acknowledged payment reaches a final state, its webhook is delivered
 * (verified with the Standard Webhooks library), and the ledger check passes.
 */
const sim = await buildSimulator({
  readEnv: false,
  hangMs: 1_000,
  pendingDelayMs: 1_500,
  callbackSecret: 'crash_callback_secret',
});
let receiver: Server;
let receiverUrl = '';
let secret = '';
const delivered = new Map<string, number>();
let dataDir = '';
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  await sim.listen({ port: 0, host: '127.0.0.1' });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      try {
        const event = new Webhook(secret).verify(body, {
          'webhook-id': String(req.headers['webhook-id']),
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        }) as { reference: string };
        delivered.set(event.reference, (delivered.get(event.reference) ?? 0) + 1);
        res.writeHead(200).end('ok');
      } catch {
        res.writeHead(400).end('bad signature');
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const fresh = await createFreshDatabase(serverUrl, 'crash');
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
});

afterAll(async () => {
  await sim.close();
  await new Promise((resolve) => receiver.close(resolve));
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash recovery', () => {
  it('finishes every acknowledged payment and delivers its webhook after a SIGKILL', {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    const simUrl = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
    const env = {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SIMULATOR_URL: simUrl,
      SIMULATOR_EMBEDDED: 'false',
      SIM_CALLBACK_SECRET: 'crash_callback_secret',
      APP_URL: `http://127.0.0.1:${port}`,
      OPERATOR_TIMEOUT_MS: '500',
      SWEEP_INTERVAL_MS: '500',
      DELIVERY_STALE_SECONDS: '3',
      RECONCILE_SWEEP_GRACE_SECONDS: '2',
      COLLECTION_CHECK_LEASE_SECONDS: '5',
      RECONCILE_RESUBMIT_AFTER_SECONDS: '2',
      LOG_LEVEL: 'error',
      // The webhook receiver listens on loopback: the development flag lifts the address guard.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    };
    let server: ChildServer = await startChildServer(env, port);
    const key = /DEMO_SANDBOX_KEY=(\S+)/.exec(server.output())?.[1];
    const shop = /DEMO_SANDBOX_SHOP_ID=(\S+)/.exec(server.output())?.[1];
    expect(key && shop).toBeTruthy();

    // The owner adds a webhook endpoint to the sandbox shop.
    const login = (await (
      await fetch(`${server.url}/api/auth/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'marchand@demo.local', password: 'Demo1234!' }),
      })
    ).json()) as { token: string };
    const auth = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
    await fetch(`${server.url}/api/auth/users/check_password`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ password: 'Demo1234!', mode: 0 }),
    });
    const endpoint = (await (
      await fetch(`${server.url}/api/webhooks/endpoints`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ shop, url: receiverUrl }),
      })
    ).json()) as { secret: string };
    secret = endpoint.secret;

    // A burst of payments; the server dies in the middle of it.
    const endings = ['00', '05', '07', '08', '01', '03'];
    const acknowledged: string[] = [];
    const burst = Array.from({ length: 40 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 25));
      try {
        const response = await fetch(`${server.url}/api/transactions/public/requesttopay/mtn`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            shop,
            amount: 1_000 + i,
            phoneNumber: `0197${String(i).padStart(4, '0')}${endings[i % endings.length]}`,
          }),
        });
        if (response.status === 202)
          acknowledged.push(((await response.json()) as { reference: string }).reference);
      } catch {
        // connection cut by the crash: not acknowledged, so no promise was made
      }
    });
    // Killed once some payments are acknowledged and others are still on their way.
    await until(
      'some payments to be acknowledged',
      async () => (acknowledged.length >= 10 ? true : undefined),
      30_000,
    );
    await killHard(server);
    await Promise.all(burst);
    expect(acknowledged.length).toBeGreaterThan(5);

    server = await startChildServer(env, port);
    const statusOf = async (reference: string) => {
      const response = await fetch(`${server.url}/api/transactions/public/single/status/${reference}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      return ((await response.json()) as { status: string }).status;
    };

    const finals = await until('every acknowledged payment to be final', async () => {
      const statuses = await Promise.all(acknowledged.map(statusOf));
      return statuses.every((s) => s === 'SUCCESSFUL' || s === 'FAILED') ? statuses : undefined;
    });
    expect(finals.filter((s) => s === 'SUCCESSFUL').length).toBeGreaterThan(0);
    await until('every final payment to have its webhook', async () =>
      acknowledged.every((reference) => delivered.has(reference)) ? true : undefined,
    );

    await stopGracefully(server);
    const database = await openDatabase(
      databaseUrl ? { url: databaseUrl, dataDir: '' } : { dataDir: path.join(dataDir, 'data') },
    );
    try {
      const report = await checkLedger(database.db);
      expect(report.ok).toBe(true);
      // One entry per successful sandbox collection (the demo seed's own money is live): the
      // acknowledged ones, and any whose row was committed but whose answer the crash cut off (the
      // customer may still have paid it; the reconciler finishes it like any other).
      const successful = await database.db
        .select({ reference: transactions.reference })
        .from(transactions)
        .where(and(eq(transactions.status, 'SUCCESSFUL'), eq(transactions.mode, 0)));
      const acknowledgedSuccesses = finals.filter((s) => s === 'SUCCESSFUL').length;
      expect(successful.length).toBeGreaterThanOrEqual(acknowledgedSuccesses);
      const settled = await database.db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.mode, 0), eq(ledgerEntries.kind, 'collection.settled')));
      expect(settled.length).toBe(successful.length);
      const sandboxEntries = await database.db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.mode, 0));
      expect(sandboxEntries.length).toBe(successful.length);
      const open = await database.db
        .select({ reference: transactions.reference })
        .from(transactions)
        .where(inArray(transactions.status, ['CREATED', 'PENDING', 'UNKNOWN']));
      expect(open.filter((row) => acknowledged.includes(row.reference))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
