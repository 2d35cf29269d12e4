import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PayoutListView } from '@platform/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSimulator } from '../../simulator/src/server.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { createOperatorRegistry } from '../src/modules/operators/operator-registry.ts';
import { loadOperatorsConfig } from '../src/modules/operators/operators-config.ts';
import { advancePayout } from '../src/modules/payouts/advance-payout.ts';
import { type Database, openDatabase } from '../src/platform/db/client.ts';
import { createFreshDatabase } from '../src/platform/db/fresh-database.ts';
import { payoutListRows, payouts, shops } from '../src/platform/db/schema/index.ts';
import { type ChildServer, freePort, killHard, startChildServer, stopGracefully } from './child-server.ts';
import { fundShop } from './payouts-fixtures.ts';
import { until } from './wait-until.ts';

/**
 * SIGKILL the real server in the middle of a 2,000-row list, restart it on the same PostgreSQL
 * database: the list completes, every row is paid exactly once (one payout per row, one transfer
 * per row at the simulator), and the ledger check passes. PostgreSQL only (TEST_DATABASE_URL):
 * the test reads the database while the server runs.
 */
const ROWS = Number(process.env.PAYOUT_LIST_CRASH_ROWS ?? 2_000);
const serverUrl = process.env.TEST_DATABASE_URL;
const sim = await buildSimulator({
  readEnv: false,
  hangMs: 1_000,
  pendingDelayMs: 1_500,
  callbackSecret: 'crash_cb',
});
let dataDir = '';
let databaseUrl = '';
let dropDatabase: (() => Promise<void>) | undefined;
let database: Database | undefined;

beforeAll(async () => {
  await sim.listen({ port: 0, host: '127.0.0.1' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'list-crash-'));
  if (serverUrl) {
    const fresh = await createFreshDatabase(serverUrl, 'list_crash');
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
});

afterAll(async () => {
  await database?.close();
  await sim.close();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!serverUrl)('a payout list after a SIGKILL', () => {
  it(`finishes a ${ROWS}-row list and pays each row exactly once`, { timeout: 900_000 }, async () => {
    const port = await freePort();
    const simUrl = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SIMULATOR_URL: simUrl,
      SIMULATOR_EMBEDDED: 'false',
      SIM_CALLBACK_SECRET: 'crash_cb',
      APP_URL: `http://127.0.0.1:${port}`,
      OPERATOR_TIMEOUT_MS: '500',
      SWEEP_INTERVAL_MS: '500',
      PAYOUT_LIST_RATE_PER_SECOND: String(Math.max(20, Math.round(ROWS / 20))),
      PAYOUT_LIST_TICK_MS: '250',
      PAYOUT_LIST_STALL_SECONDS: '3',
      PAYOUT_LIST_WATCHDOG_MS: '500',
      LOG_LEVEL: 'error',
    };
    let server: ChildServer = await startChildServer(env, port);
    const shopId = /DEMO_SANDBOX_SHOP_ID=(\S+)/.exec(server.output())?.[1];
    expect(shopId).toBeTruthy();
    database = await openDatabase({ url: databaseUrl, dataDir: '' });
    if (database.raw.kind === 'postgres') database.raw.pool.on('error', () => {});
    const db = database.db;
    const [shop] = await db.select().from(shops).where(eq(shops.id, shopId!));
    await fundShop(db, shop!, 1_000_000_000n);

    const call = async (url: string, init: RequestInit = {}) => fetch(`${server.url}/api${url}`, init);
    const login = (await (
      await call('/auth/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'marchand@demo.local', password: 'Demo1234!' }),
      })
    ).json()) as { token: string };
    const auth = { authorization: `Bearer ${login.token}` };
    const json = { ...auth, 'content-type': 'application/json' };
    await call('/auth/users/check_password', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ password: 'Demo1234!', mode: 0 }),
    });

    const lines = ['numero,reseau,montant'];
    let expectedTotal = 0;
    for (let i = 0; i < ROWS; i++) {
      expectedTotal += 200 + (i % 7);
      lines.push(`0197${String(i).padStart(4, '0')}00,MTN,${200 + (i % 7)}`);
    }
    const form = new FormData();
    form.append('shop', shopId!);
    form.append('file', new Blob([lines.join('\n')]), 'crash.csv');
    const uploaded = await call('/payout-lists/upload', { method: 'POST', headers: auth, body: form });
    expect(uploaded.status).toBe(201);
    const list = (await uploaded.json()) as PayoutListView;
    const confirmed = await call(`/payout-lists/${list._id}/confirm`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ password: 'Demo1234!' }),
    });
    expect(confirmed.status).toBe(200);

    const submitted = async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)` })
        .from(payoutListRows)
        .where(and(eq(payoutListRows.listId, list._id), eq(payoutListRows.status, 'SUBMITTED')));
      return Number(row?.n ?? 0);
    };
    await until(
      'a part of the list to be handed over',
      async () => ((await submitted()) >= ROWS / 5 ? true : undefined),
      300_000,
    );
    await killHard(server);
    const atKill = await submitted();
    expect(atKill).toBeLessThan(ROWS);

    server = await startChildServer(env, port);

    // The payouts module submits one payout per polling interval per worker; the test adds
    // workers of its own (same function, same idempotency keys) so 2,000 finish in minutes.
    const operators = createOperatorRegistry(
      loadOperatorsConfig({
        SIMULATOR_URL: simUrl,
        OPERATOR_TIMEOUT_MS: '2000',
        SIM_CALLBACK_SECRET: 'crash_cb',
      }),
    );
    const pump = async () => {
      const open = await db
        .select({ id: payouts.id })
        .from(payouts)
        .where(
          and(
            sql`${payouts.status} IN ('PENDING', 'UNKNOWN')`,
            sql`${payouts.reference} LIKE ${`${list._id}-%`}`,
          ),
        )
        .limit(400);
      const ids = open.map((o) => o.id);
      await Promise.all(
        Array.from({ length: 12 }, async (_, lane) => {
          for (let i = lane; i < ids.length; i += 12)
            await advancePayout(db, operators, env.APP_URL, ids[i]!).catch(() => undefined);
        }),
      );
    };
    const progress = await until(
      'the list to complete',
      async () => {
        await pump();
        const p = (await (
          await call(`/payout-lists/${list._id}/progress`, { headers: auth })
        ).json()) as PayoutListView['progress'];
        return p.finished ? p : undefined;
      },
      800_000,
    );
    expect(progress).toMatchObject({
      status: 'DONE',
      total: ROWS,
      successful: ROWS,
      failed: 0,
      amount_sent: expectedTotal,
    });

    const [made] = await db
      .select({ n: sql<number>`count(*)`, sources: sql<number>`count(DISTINCT ${payouts.sourceId})` })
      .from(payouts)
      .where(and(eq(payouts.sourceKind, 'list'), sql`${payouts.reference} LIKE ${`${list._id}-%`}`));
    expect(Number(made!.n)).toBe(ROWS);
    expect(Number(made!.sources)).toBe(ROWS);
    const stats = (await sim.inject({ method: 'GET', url: '/_sim/stats' })).json() as {
      payouts: { total: number; successful: number; amountMoved: number };
    };
    expect(stats.payouts).toMatchObject({ total: ROWS, successful: ROWS, amountMoved: expectedTotal });

    await stopGracefully(server);
    const report = await checkLedger(db);
    expect(report.ok).toBe(true);
  });
});
