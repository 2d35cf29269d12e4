/**
 * `npm run bench:cluster [-- --apis 2] [--workers 1] [--rate 100] [--payout-rate 20] [--seconds 15] [--no-kill]`
 *
 * Several processes of the real server on one fresh PostgreSQL database (a new database on the
 * server of DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, dropped afterwards):
 * `apis` processes with ROLE=api (HTTP only: they queue jobs, run none) and `workers` with
 * ROLE=worker (job workers, schedules and the periodic chains: no HTTP), the operator simulator
 * in this process. Every request goes through a round-robin HTTP proxy on loopback
 * (bench/round-robin-proxy.ts): a request whose connection to one API process fails is sent again,
 * same body and Idempotency-Key, to the next — safe only because every request carries its key.
 * Set-up: the demo seed's sandbox shop and key (printed by the first process), funded by 100
 * sandbox collections settled before the timed run. Timed run, open loop for `seconds`: collections
 * (POST /api/transactions/public/requesttopay/mtn) at `rate` and payouts
 * (POST /api/payouts/public/transfer/global) at `payout-rate`, each request with its own
 * Idempotency-Key; one API process is killed (SIGKILL) half-way unless --no-kill. It waits until every
 * collection and payout is final and prints per kind: requests, acknowledged per second, errors,
 * latency p50/p99, end-to-end completion; then duplicates (rows beyond one per Idempotency-Key, ledger
 * entries beyond one per kind and reference: must be 0) and the ledger check (checkLedger).
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { checkLedger } from '../apps/api/src/modules/ledger/check-ledger.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { createFreshDatabase } from '../apps/api/src/platform/db/fresh-database.ts';
import { freePort } from '../apps/api/test/child-server.ts';
import { buildSimulator } from '../apps/simulator/src/server.ts';
import { buildApi } from '../scripts/build-api.ts';
import { apiNodeFlags } from '../scripts/build-inputs.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.ts';

const { values: args } = parseArgs({
  options: {
    apis: { type: 'string', default: '2' },
    workers: { type: 'string', default: '1' },
    rate: { type: 'string', default: '100' },
    'payout-rate': { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
    'no-kill': { type: 'boolean', default: false },
  },
});
const APIS = Number(args.apis);
const WORKERS = Number(args.workers);
const RATE = Number(args.rate);
const PAYOUT_RATE = Number(args['payout-rate']);
const SECONDS = Number(args.seconds);
const root = path.resolve(import.meta.dirname, '..');

type Proc = { child: ChildProcess; output: () => string; port: number; role: string; alive: boolean };

async function start(role: 'api' | 'worker', env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  let output = '';
  // Each process runs the compiled bundle, as production does (scripts/build-api.ts).
  const child = spawn(process.execPath, [...apiNodeFlags(), 'apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      ROLE: role,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const proc: Proc = { child, output: () => output, port, role, alive: true };
  child.once('exit', () => {
    proc.alive = false;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${role} exited early:\n${output}`);
    if (role === 'worker' ? output.includes('Worker running') : output.includes('Platform running'))
      return proc;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${role} did not start:\n${output}`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
function post(port: number, url: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (c) => {
          text += c;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const fresh = await createFreshDatabase(serverUrl, 'bench_cluster');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-cluster-'));
const sim = await buildSimulator({ readEnv: false, pendingDelayMs: 1_000, callbackSecret: 'bench_cluster' });
await sim.listen({ port: 0, host: '127.0.0.1' });
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: fresh.url,
  SIMULATOR_URL: `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`,
  SIMULATOR_EMBEDDED: 'false',
  SIM_CALLBACK_SECRET: 'bench_cluster',
  LOG_LEVEL: 'error',
  NODE_ENV: 'development',
  RATE_LIMIT_API_KEY_MAX: '1000000',
  RATE_LIMIT_CALLBACKS_MAX: '1000000',
};
const procs: Proc[] = [];
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | undefined;
await buildApi();

type Kind = 'collection' | 'payout';
const kinds: Record<Kind, { url: string; statusTable: string }> = {
  collection: { url: '/api/transactions/public/requesttopay/mtn', statusTable: 'transactions' },
  payout: { url: '/api/payouts/public/transfer/global', statusTable: 'payouts' },
};
type Tally = { sent: number; latencies: number[]; errors: Map<string, number>; references: Set<string> };
const tally = (): Tally => ({ sent: 0, latencies: [], errors: new Map(), references: new Set() });

try {
  // Started together: the start-up lock makes them migrate and seed one after the other.
  procs.push(
    ...(await Promise.all([
      ...Array.from({ length: APIS }, () => start('api', env)),
      ...Array.from({ length: WORKERS }, () => start('worker', env)),
    ])),
  );
  const all = procs.map((p) => p.output()).join('\n');
  const key = /DEMO_SANDBOX_KEY=(\S+)/.exec(all)?.[1];
  const shop = /DEMO_SANDBOX_SHOP_ID=(\S+)/.exec(all)?.[1];
  if (!key || !shop) throw new Error(`no demo key in the output:\n${all}`);
  const apis = procs.filter((p) => p.role === 'api');
  proxy = await startRoundRobinProxy(apis.map((p) => p.port));
  const proxyPort = proxy.port;

  const send = async (kind: Kind, i: number, due: number, into: Tally) => {
    const body =
      kind === 'collection'
        ? {
            shop,
            amount: into === setUp ? 5_000 : 1_000 + (i % 500),
            phoneNumber: `+229 01 97 ${String(i % 10_000).padStart(4, '0')} ${i % 5 === 4 ? '01' : '00'}`,
          }
        : {
            shop,
            network: 'MTN',
            amount: 200 + (i % 100),
            phoneNumber: `+229 01 96 ${String(i % 10_000).padStart(4, '0')} ${i % 10 === 9 ? '01' : '00'}`,
            motif: 'Bench cluster',
          };
    into.sent++;
    try {
      const response = await post(proxyPort, kinds[kind].url, JSON.stringify(body), {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'idempotency-key': `bench-${into === setUp ? 'setup' : kind}-${i}`,
      });
      if (response.status === 202 || response.status === 200 || response.status === 201) {
        into.references.add((JSON.parse(response.body) as { reference: string }).reference);
        into.latencies.push(Date.now() - due);
      } else {
        const label = `HTTP ${response.status} ${response.body.slice(0, 80)}`;
        into.errors.set(label, (into.errors.get(label) ?? 0) + 1);
      }
    } catch (error) {
      const label = (error as Error).message;
      into.errors.set(label, (into.errors.get(label) ?? 0) + 1);
    }
  };

  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  const openRows = async () =>
    (
      await client.query(`SELECT
        (SELECT count(*) FROM transactions WHERE mode = 0 AND status NOT IN ('SUCCESSFUL', 'FAILED'))::int AS collections,
        (SELECT count(*) FROM payouts WHERE mode = 0 AND status IN ('PENDING', 'UNKNOWN'))::int AS payouts`)
    ).rows[0] as { collections: number; payouts: number };
  const untilFinal = async (limitMs: number) => {
    const from = Date.now();
    let open = await openRows();
    while ((open.collections || open.payouts) && Date.now() - from < limitMs) {
      await new Promise((r) => setTimeout(r, 250));
      open = await openRows();
    }
    return open;
  };

  // Set-up: the sandbox shop's balance for the payouts, from 100 settled collections.
  const setUp = tally();
  await Promise.all(Array.from({ length: 100 }, (_, i) => send('collection', i, Date.now(), setUp)));
  await untilFinal(120_000);
  if (setUp.references.size !== 100)
    throw new Error(`set-up: ${JSON.stringify(Object.fromEntries(setUp.errors))}`);

  const run: Record<Kind, Tally> = { collection: tally(), payout: tally() };
  const started = Date.now();
  let killed: string | undefined;
  const paced = (kind: Kind, rate: number) =>
    Array.from({ length: Math.round(rate * SECONDS) }, async (_, i) => {
      const due = started + (i * 1000) / rate;
      await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
      await send(kind, i, due, run[kind]);
    });
  const kill = args['no-kill']
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        setTimeout(
          () => {
            const victim = apis[0]!;
            victim.child.kill('SIGKILL');
            killed = `API process on port ${victim.port} killed (SIGKILL) at ${((Date.now() - started) / 1000).toFixed(1)} s`;
            resolve();
          },
          (SECONDS * 1000) / 2,
        ),
      );
  await Promise.all([...paced('collection', RATE), ...paced('payout', PAYOUT_RATE), kill]);
  const sent = Date.now();
  const open = await untilFinal(180_000);
  const finished = Date.now();

  const {
    rows: [counts],
  } = await client.query(`SELECT
      (SELECT count(*) FROM transactions WHERE mode = 0)::int AS collections,
      (SELECT count(*) FROM transactions WHERE mode = 0 AND status = 'SUCCESSFUL')::int AS collected,
      (SELECT count(*) FROM payouts WHERE mode = 0)::int AS payouts,
      (SELECT count(*) FROM payouts WHERE mode = 0 AND status = 'SUCCESSFUL')::int AS paid,
      (SELECT count(*) FROM idempotency_keys WHERE mode = 0)::int AS keys,
      (SELECT count(*) FROM (SELECT 1 FROM ledger_entries WHERE mode = 0 GROUP BY kind, reference HAVING count(*) > 1) d)::int AS ledger_duplicates,
      (SELECT count(*) FROM ledger_entries e JOIN transactions t ON t.reference = e.reference
        WHERE e.kind = 'collection.settled' AND t.mode = 0)::int AS settled`);
  // What is still open when the bench stops waiting, and why (its state and its next check).
  const stillOpen = await client.query(
    `SELECT 'collection' AS kind, reference, status, checks, next_check_at, created_at FROM transactions
      WHERE mode = 0 AND status NOT IN ('SUCCESSFUL', 'FAILED')
     UNION ALL SELECT 'payout', reference, status, checks, next_check_at, created_at FROM payouts
      WHERE mode = 0 AND status IN ('PENDING', 'UNKNOWN') LIMIT 10`,
  );
  const chains = await client.query(
    `SELECT name, count(*)::int AS runs FROM pgboss.job WHERE name IN ('collections.check', 'collections.callbacks', 'payouts.check') GROUP BY name ORDER BY name`,
  );
  await client.end();
  const database = await openDatabase({ url: fresh.url, dataDir: '' });
  const ledger = await checkLedger(database.db);
  await database.close();

  const pct = (latencies: number[], p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const window = (sent - started) / 1000;
  const line = (kind: Kind) => {
    const t = run[kind];
    t.latencies.sort((a, b) => a - b);
    return `  ${`${kind}s:`.padEnd(13)}${t.sent} sent, ${t.references.size} acknowledged (${(t.references.size / window).toFixed(1)}/s), errors ${t.errors.size ? JSON.stringify(Object.fromEntries(t.errors)) : 0}, p50 ${pct(t.latencies, 50)} ms, p99 ${pct(t.latencies, 99)} ms`;
  };
  const collectionRows = counts.collections - setUp.references.size - run.collection.references.size;
  const payoutRows = counts.payouts - run.payout.references.size;
  const duplicates =
    collectionRows + payoutRows + counts.ledger_duplicates + (counts.settled - counts.collected);
  console.log(
    [
      `bench:cluster — ${APIS} × ROLE=api, ${WORKERS} × ROLE=worker, one PostgreSQL database, round-robin proxy on ${proxy.url}`,
      '  code path: POST /api/transactions/public/requesttopay/mtn and POST /api/payouts/public/transfer/global',
      '  (Idempotency-Key each) through the proxy to the API processes; the payout is held on the ledger in the',
      "  request; operators' callbacks queued as collections.callbacks jobs; checks claimed by the collections.check",
      '  and payouts.check chains (FOR UPDATE SKIP LOCKED); settlements posted to the ledger — all in the worker',
      `  set-up: 100 sandbox collections of 5,000 settled (${setUp.references.size} acknowledged) to fund the payouts`,
      killed
        ? `  ${killed}; ${proxy.resent()} request(s) re-sent by the proxy with the same key`
        : '  no process killed',
      `  offered for ${SECONDS} s: collections ${RATE}/s, payouts ${PAYOUT_RATE}/s (latency from when each request was due)`,
      line('collection'),
      line('payout'),
      `  end to end: every collection and payout final ${((finished - started) / 1000).toFixed(1)} s after the first request (still open: ${open.collections} collections, ${open.payouts} payouts); ${counts.collected} collections successful, ${counts.paid} payouts successful`,
      `  duplicates: ${duplicates} (collection rows beyond one per key ${collectionRows}, payout rows beyond one per key ${payoutRows}, sandbox ledger entries beyond one per kind and reference ${counts.ledger_duplicates}, settlements beyond successes ${counts.settled - counts.collected}); ${counts.keys} Idempotency-Keys stored`,
      `  jobs run: ${chains.rows.map((r) => `${r.name} ${r.runs}`).join(', ')}`,
      `  ledger check: ${ledger.ok ? 'ok' : 'FAILED'} (${ledger.entries} entries, ${ledger.postings} postings)`,
      ...stillOpen.rows.map(
        (r) =>
          `  still open: ${r.kind} ${r.reference} ${r.status}, ${r.checks} check(s), created ${new Date(r.created_at).toISOString()}, next check ${r.next_check_at ? new Date(r.next_check_at).toISOString() : 'none'}`,
      ),
      `  load average (1 min) at the end: ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores`,
    ].join('\n'),
  );
  const errors = run.collection.errors.size + run.payout.errors.size;
  if (duplicates !== 0 || !ledger.ok || open.collections || open.payouts || errors) process.exitCode = 1;
} finally {
  await proxy?.close();
  for (const p of procs) if (p.alive) p.child.kill('SIGTERM');
  await Promise.all(procs.map((p) => (p.alive ? new Promise((r) => p.child.once('exit', r)) : undefined)));
  agent.destroy();
  await sim.close();
  await fresh.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
