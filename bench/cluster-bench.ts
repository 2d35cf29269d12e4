/**
 * `npm run bench:cluster [-- --apis 2] [--workers 1] [--rate 100] [--seconds 15] [--no-kill]`
 *
 * Several processes of the real server on one fresh PostgreSQL database (a new database on the
 * server of DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, dropped afterwards):
 * `apis` processes with ROLE=api (HTTP only: they queue jobs, run none) and `workers` with
 * ROLE=worker (job workers, schedules and the periodic chains: no HTTP), the operator simulator
 * in this process. It sends create-collection requests (POST /api/transactions/public/requesttopay/mtn,
 * sandbox key, each with its own Idempotency-Key) open-loop at `rate` for `seconds`, round-robin
 * over the API processes (a client-side proxy: a request whose connection fails is sent again,
 * same key, to the next process), kills one API process (SIGKILL) half-way unless --no-kill, waits
 * until every collection is final and prints: requests, errors, create latency p50/p99, collections
 * settled per second end to end (request to final state: the callbacks and checks run as pg-boss
 * jobs in the worker processes), duplicates (rows beyond one per Idempotency-Key, ledger entries
 * beyond one per kind and reference: must be 0) and the ledger check.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { checkLedger } from '../apps/api/src/modules/ledger/check-ledger.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { createFreshDatabase } from '../apps/api/src/platform/db/fresh-database.ts';
import { freePort } from '../apps/api/test/child-server.ts';
import { buildSimulator } from '../apps/simulator/src/server.ts';
import { buildApi } from '../scripts/build-api.ts';

const { values: args } = parseArgs({
  options: {
    apis: { type: 'string', default: '2' },
    workers: { type: 'string', default: '1' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '15' },
    'no-kill': { type: 'boolean', default: false },
  },
});
const APIS = Number(args.apis);
const WORKERS = Number(args.workers);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const root = path.resolve(import.meta.dirname, '..');

type Proc = { child: ChildProcess; output: () => string; port: number; role: string; alive: boolean };

async function start(role: 'api' | 'worker', env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  let output = '';
  // Each process runs the compiled bundle, as production does (scripts/build-api.ts).
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
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
await buildApi();
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

  const total = RATE * SECONDS;
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const references = new Set<string>();
  let resent = 0;
  let next = 0;
  const started = Date.now();
  let killed: string | undefined;
  const one = async (i: number) => {
    const due = started + (i * 1000) / RATE;
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    const body = JSON.stringify({
      shop,
      amount: 1_000 + (i % 500),
      phoneNumber: `+229 01 97 ${String(i % 10_000).padStart(4, '0')} ${i % 5 === 4 ? '01' : '00'}`,
    });
    const headers = {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'idempotency-key': `bench-${i}`,
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      const live = apis.filter((p) => p.alive);
      const target = live[next++ % live.length]!;
      try {
        const response = await post(target.port, '/api/transactions/public/requesttopay/mtn', body, headers);
        if (response.status === 202) {
          references.add((JSON.parse(response.body) as { reference: string }).reference);
          latencies.push(Date.now() - due);
        } else errors.set(`HTTP ${response.status}`, (errors.get(`HTTP ${response.status}`) ?? 0) + 1);
        return;
      } catch {
        resent++; // the connection failed (a killed process): the same key to the next process
      }
    }
    errors.set('no process answered', (errors.get('no process answered') ?? 0) + 1);
  };
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
  await Promise.all([...Array.from({ length: total }, (_, i) => one(i)), kill]);
  const sent = Date.now();

  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  let open = -1;
  while (open !== 0 && Date.now() - sent < 180_000) {
    const r = await client.query(
      `SELECT count(*)::int AS n FROM transactions WHERE mode = 0 AND status NOT IN ('SUCCESSFUL', 'FAILED')`,
    );
    open = r.rows[0].n;
    if (open) await new Promise((r) => setTimeout(r, 250));
  }
  const finished = Date.now();
  const {
    rows: [counts],
  } = await client.query(`SELECT
      (SELECT count(*) FROM transactions WHERE mode = 0)::int AS rows,
      (SELECT count(*) FROM transactions WHERE mode = 0 AND status = 'SUCCESSFUL')::int AS successful,
      (SELECT count(*) FROM (SELECT 1 FROM ledger_entries WHERE mode = 0 GROUP BY kind, reference HAVING count(*) > 1) d)::int AS ledger_duplicates,
      (SELECT count(*) FROM ledger_entries e JOIN transactions t ON t.reference = e.reference
        WHERE e.kind = 'collection.settled' AND t.mode = 0)::int AS settled`);
  const chains = await client.query(
    `SELECT name, count(*)::int AS runs FROM pgboss.job WHERE name IN ('collections.check', 'collections.callbacks', 'payouts.check') GROUP BY name ORDER BY name`,
  );
  await client.end();
  const database = await openDatabase({ url: fresh.url, dataDir: '' });
  const ledger = await checkLedger(database.db);
  await database.close();

  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const duplicates =
    counts.rows - references.size + counts.ledger_duplicates + (counts.settled - counts.successful);
  console.log(
    [
      `bench:cluster — ${APIS} × ROLE=api, ${WORKERS} × ROLE=worker, one PostgreSQL database`,
      '  code path: POST /api/transactions/public/requesttopay/mtn on the API processes (Idempotency-Key,',
      "  round-robin); operators' callbacks queued as collections.callbacks jobs; checks claimed by the",
      '  collections.check chain (FOR UPDATE SKIP LOCKED); settlement posted to the ledger — all in the workers',
      killed ? `  ${killed}; ${resent} request(s) re-sent with the same key` : '  no process killed',
      `  offered ${RATE}/s for ${SECONDS} s: ${total} requests, ${references.size} acknowledged, errors ${JSON.stringify(Object.fromEntries(errors))}`,
      `  create latency p50 ${pct(50)} ms, p99 ${pct(99)} ms (from when each request was due)`,
      `  settled end to end: ${counts.rows} collections final ${((finished - started) / 1000).toFixed(1)} s after the first request → ${(counts.rows / ((finished - started) / 1000)).toFixed(1)} collections/s (${counts.successful} successful, still open: ${open})`,
      `  duplicates: ${duplicates} (rows beyond one per key ${counts.rows - references.size}, sandbox ledger entries beyond one per kind and reference ${counts.ledger_duplicates}, settlements beyond successes ${counts.settled - counts.successful})`,
      `  jobs run: ${chains.rows.map((r) => `${r.name} ${r.runs}`).join(', ')}`,
      `  ledger check: ${ledger.ok ? 'ok' : 'FAILED'} (${ledger.entries} entries, ${ledger.postings} postings)`,
    ].join('\n'),
  );
  if (duplicates !== 0 || !ledger.ok || open !== 0) process.exitCode = 1;
} finally {
  for (const p of procs) if (p.alive) p.child.kill('SIGTERM');
  await Promise.all(procs.map((p) => (p.alive ? new Promise((r) => p.child.once('exit', r)) : undefined)));
  agent.destroy();
  await sim.close();
  await fresh.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
