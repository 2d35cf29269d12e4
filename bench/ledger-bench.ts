/**
 * `npm run bench:ledger [-- --pglite] [--clients 16] [--payments 2000] [--seconds 5] [--rounds 5]
 *   [--begin] [--statements]`
 *
 * In one run, on one fresh database (a new database on the server of DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, dropped afterwards; or in-memory PGlite):
 *   baseline    the rate of a single-row INSERT transaction from CLIENTS clients (and `serial`:
 *               the same from 1 client),
 *   uniform     collections settling into shops picked at random among SHOPS,
 *   hot         collections settling into ONE shop, every payment at once,
 *   hot-payouts one other shop: collections in, payout holds out (from CLIENTS clients),
 * for SECONDS in all each, taken in ROUNDS slices in turn (so that every run sees the machine as
 * the others do), then proves the ledger with checkLedger.
 *
 * A collection is settled the way production settles collections under load: PAYMENTS payments
 * are in flight at once; each one's operator callback arrives through the callback routes'
 * signal (collection-check-signal.ts: a burst of callbacks gathered for 20 ms becomes one
 * `collections.callbacks` job on pg-boss), a worker runs the production job
 * (collection-check-jobs.ts with the production configuration), which asks the operator (here an
 * operator answering SUCCESSFUL at once) and applies the final answers in the batches the
 * checker forms (collection-checker.ts → applyFinalResults: one transaction per batch, with the
 * production settlement hooks → settleCollections → postCollectionSettlements → postEntries);
 * once the job is done the payment's next callback arrives. The collections to settle are
 * created (PENDING) before each slice, unmeasured, by the production insert. A payout hold goes
 * through holdPayoutFunds (modules/payouts/hold-payout-funds.ts), one per request as the payouts
 * route does. The bench only observes: it is told when a job is done, and it counts the hints per
 * job and the collections per settlement transaction (printed). No account is split by the bench
 * (a contended account splits itself, docs/ledger.md "Hot accounts"); the bench prints what the
 * hot shops' accounts became. Each run also prints the CPU it used per operation: this process's
 * (the client: the API's code, pg-boss, Drizzle, node-postgres, or PGlite itself) and the bench
 * database's server processes' (read from /proc, so only for a server on this machine).
 * `--statements`: the server's statements by time (pg_stat_statements, reset once the shops are
 * made), then each written table's inserts, updates and HOT updates and each of its indexes' scans
 * (pg_stat_user_tables and _indexes, reset with them), PostgreSQL only (the server must preload
 * pg_stat_statements). `--only uniform,hot`: those
 * runs only, beside the baseline (to profile one). `--profile-dir DIR`: this process's CPU profile
 * of each measured slice of the settlement runs.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadBackgroundConfig } from '../apps/api/src/composition/job-definitions.ts';
import { registerHooks } from '../apps/api/src/composition/register-hooks.ts';
import { collectionCheckJobs } from '../apps/api/src/modules/collections/collection-check-jobs.ts';
import {
  type CollectionHint,
  createCollectionCheckSignal,
} from '../apps/api/src/modules/collections/collection-check-signal.ts';
import { batchLanesFor } from '../apps/api/src/modules/collections/collection-checker.ts';
import { addSettlementHook } from '../apps/api/src/modules/collections/settlement-hooks.ts';
import {
  insertCollectionsWithEvents,
  type NewCollection,
} from '../apps/api/src/modules/collections/transactions-repository.ts';
import { checkLedger } from '../apps/api/src/modules/ledger/check-ledger.ts';
import { ensureShopAccounts } from '../apps/api/src/modules/ledger/ensure-shop-accounts.ts';
import {
  type CollectionSettlement,
  postCollectionSettlements,
} from '../apps/api/src/modules/ledger/post-collection-settlements.ts';
import type {
  OperatorAdapter,
  OperatorRegistry,
} from '../apps/api/src/modules/operators/operator-adapter.ts';
import { holdPayoutFunds } from '../apps/api/src/modules/payouts/hold-payout-funds.ts';
import type { PayoutRow } from '../apps/api/src/modules/payouts/payouts-repository.ts';
import { type Database, type Db, openDatabase } from '../apps/api/src/platform/db/client.ts';
import { newId } from '../apps/api/src/platform/db/ids.ts';
import { merchants, shops, transactions } from '../apps/api/src/platform/db/schema/index.ts';
import { AppError } from '../apps/api/src/platform/errors/app-error.ts';
import { startJobs } from '../apps/api/src/platform/jobs/start-jobs.ts';

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '5' },
    shops: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '1' },
    begin: { type: 'boolean', default: false },
    payments: { type: 'string', default: '2000' },
    statements: { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
    'profile-dir': { type: 'string', default: '' },
  },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
/** Each run's SECONDS are taken in this many slices, the runs in turn (see measureInRounds). */
const ROUNDS = Number(args.rounds);
const SHOPS = Number(args.shops);
/** Seconds each run is warmed up for before it is measured (plans cached, hot accounts split). */
const WARMUP = Number(args.warmup);
/**
 * How one measured operation commits. By default each statement in its own transaction
 * (autocommit): the baseline INSERT, and a collection's account look-up then its one
 * `ledger_post_entry` call, so no client round trip sits between the posting's row locks and its
 * commit. `--begin` wraps every operation in BEGIN … COMMIT instead, as the settlement path does
 * (the locks then held across the COMMIT round trip).
 */
const BEGIN = args.begin;
/**
 * Payments in flight at once in the settlement runs: each one's operator callback arrives, it
 * waits until its collection is settled, then the next payment's callback arrives.
 */
const PAYMENTS = Number(args.payments);

type Run = {
  name: string;
  label: string;
  ok: number;
  refused: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** CPU of this (Node) process per operation, ms: less sensitive to the machine's load than rates. */
  clientCpu: number;
  /** CPU of the bench database's server processes per operation, ms (null when not measurable). */
  serverCpu: number | null;
};

/**
 * CPU seconds used so far by each server process of the bench database (utime + stime from
 * /proc; only when the server runs on this machine and /proc is readable, else null). PGlite runs
 * in this process: its work is in the client figure.
 */
async function serverCpuSeconds(): Promise<Map<number, number> | null> {
  if (args.pglite) return null;
  try {
    const { rows } = (await database.db.execute(
      sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
    )) as unknown as { rows: { pid: number }[] };
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      // Fields after the command name (which is in parentheses): utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / 100); // USER_HZ is 100 on Linux
    }
    return cpu;
  } catch {
    return null;
  }
}

function serverCpuUsed(before: Map<number, number> | null, after: Map<number, number> | null) {
  if (!before || !after) return null;
  let seconds = 0;
  for (const [pid, total] of after) seconds += total - (before.get(pid) ?? 0);
  return seconds;
}

async function openBenchDatabase(): Promise<{
  database: Database;
  where: string;
  drop: () => Promise<void>;
}> {
  if (args.pglite) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, where: 'PGlite (in memory)', drop: async () => {} };
  }
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'unused' });
  // Connections still closing when the database is dropped report it; nothing to say then.
  if (database.raw.kind === 'postgres') database.raw.pool.on('error', () => {});
  return {
    database,
    where: `PostgreSQL ${rows[0]!.server_version} (fresh database ${name} on ${url.host})`,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** One measured operation: `op` resolving false was refused (insufficient funds). */
type Spec = {
  name: string;
  label: string;
  op: (client: number, i: number) => Promise<boolean | 'stop'>;
  clients: number;
  /** Run before each slice, unmeasured (the settlement runs create the collections to settle). */
  prepare?: (seconds: number) => Promise<void>;
};

/** What the slices of one run add up to. */
type Tally = {
  ok: number;
  refused: number;
  seconds: number;
  latencies: number[];
  clientCpuMicros: number;
  serverCpuSeconds: number | null;
};

let profiles = 0;
/**
 * `--profile-dir DIR`: a CPU profile of this process during each measured slice of the settlement
 * runs (their preparation left out), one .cpuprofile file per slice.
 */
async function startProfile(spec: Spec): Promise<(() => Promise<void>) | undefined> {
  if (!args['profile-dir'] || spec.name === 'baseline' || spec.name === 'serial') return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${args['profile-dir']}/${spec.name}-${profiles++}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  };
}

/** Runs `spec.op` from its clients' concurrent loops for `seconds`, adding what it did to `tally`. */
async function slice(spec: Spec, seconds: number, tally: Tally) {
  await spec.prepare?.(seconds);
  const profiling = await startProfile(spec);
  const serverBefore = await serverCpuSeconds();
  const clientBefore = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: spec.clients }, async (_, client) => {
      for (let i = 0; performance.now() < end; i++) {
        const t0 = performance.now();
        const done = await spec.op(client, i);
        if (done === 'stop') break;
        if (done) tally.ok++;
        else tally.refused++;
        tally.latencies.push(performance.now() - t0);
      }
    }),
  );
  tally.seconds += (performance.now() - start) / 1000;
  const client = process.cpuUsage(clientBefore);
  await profiling?.();
  tally.clientCpuMicros += client.user + client.system;
  const server = serverCpuUsed(serverBefore, await serverCpuSeconds());
  tally.serverCpuSeconds =
    server === null || tally.serverCpuSeconds === null ? null : tally.serverCpuSeconds + server;
}

/**
 * Measures every spec for SECONDS in all, in ROUNDS slices taken in turn (baseline, uniform, hot,
 * baseline, uniform, hot…), so that the machine's speed drifting during the bench (a shared
 * virtual machine's does, by a quarter within minutes) weighs on every run alike instead of on
 * whichever ran at the time: the ratios compare runs taken under the same conditions.
 */
async function measureInRounds(specs: Spec[]): Promise<Run[]> {
  // Warm-up, unmeasured: pool connections open, plans cached, contended accounts split.
  for (const spec of specs) {
    await slice(spec, WARMUP, {
      ok: 0,
      refused: 0,
      seconds: 0,
      latencies: [],
      clientCpuMicros: 0,
      serverCpuSeconds: null,
    });
  }
  starvedInWarmUp = starved;
  const tallies = specs.map(
    (): Tally => ({ ok: 0, refused: 0, seconds: 0, latencies: [], clientCpuMicros: 0, serverCpuSeconds: 0 }),
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const [n, spec] of specs.entries()) await slice(spec, SECONDS / ROUNDS, tallies[n]!);
  }
  return specs.map((spec, n) => {
    const t = tallies[n]!;
    const operations = t.ok + t.refused;
    t.latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      t.latencies[Math.min(t.latencies.length - 1, Math.floor(t.latencies.length * p))] ?? 0;
    return {
      name: spec.name,
      label: spec.label,
      ok: t.ok,
      refused: t.refused,
      perSecond: t.ok / t.seconds,
      p50: pct(0.5),
      p99: pct(0.99),
      clientCpu: t.clientCpuMicros / 1000 / operations,
      serverCpu: t.serverCpuSeconds === null ? null : (t.serverCpuSeconds * 1000) / operations,
    } satisfies Run;
  });
}

type Shop = { merchantId: string; shopId: string };

/** Runs `op` in its own transaction: each statement autocommitted, or all in BEGIN … COMMIT with --begin. */
function once<T>(db: Db, op: (tx: Db) => Promise<T>): Promise<T> {
  return BEGIN ? db.transaction((tx) => op(tx)) : op(db);
}

/** A successful MTN collection of `amount` (fee 1 %) for a shop, as the settlement path sees it. */
function collection(shop: Shop, amount: bigint): CollectionSettlement {
  const id = newId('txn');
  const fee = amount / 100n;
  return {
    id,
    reference: id,
    ...shop,
    mode: 1,
    operator: 'mtn',
    customerPays: amount,
    merchantReceives: amount - fee,
    fee,
  };
}

/** Holds a payout of `amount` (fee 1) out of `shop`, through the payouts' hold; false if refused. */
function holdPayout(db: Db, shop: Shop, amount: bigint) {
  const id = newId('pot');
  const row = { id, reference: id, ...shop, mode: 1, amount, fee: 1n } as PayoutRow;
  return once(db, (tx) => holdPayoutFunds(tx, row)).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') return false;
      throw error;
    },
  );
}

async function createShops(db: Db, count: number, fund: bigint): Promise<Shop[]> {
  const merchantId = newId('mch');
  await db.insert(merchants).values({ id: merchantId, businessName: 'Bench', country: 'BJ' });
  const result: Shop[] = [];
  for (let i = 0; i < count; i++) {
    const shopId = newId('shp');
    await db.insert(shops).values({ id: shopId, merchantId, mode: 1, name: `Bench ${i}` });
    await db.transaction((tx) => ensureShopAccounts(tx, { merchantId, shopId, mode: 1 }));
    await db.transaction((tx) => postCollectionSettlements(tx, [collection({ merchantId, shopId }, fund)]));
    result.push({ merchantId, shopId });
  }
  return result;
}

/** The rows of a shop's account (several once it has split itself into buckets). */
async function accountRows(db: Db, shop: Shop, kind: string) {
  const { rows } = (await db.execute(
    sql`SELECT count(*)::int AS rows, max(buckets)::int AS buckets, max(contention)::int AS contention,
               sum(balance)::text AS balance
        FROM ledger_accounts WHERE shop_id = ${shop.shopId} AND mode = 1 AND kind = ${kind}`,
  )) as unknown as { rows: { rows: number; buckets: number; contention: number; balance: string }[] };
  return rows[0]!;
}

/**
 * The operators, as the settlement runs see them: every status query answers SUCCESSFUL at once
 * (the operator's side is not what is measured).
 */
const successful = async () => ({ status: 'SUCCESSFUL' as const, operatorReference: 'bench' });
const benchOperators: OperatorRegistry = () =>
  ({ operator: 'mtn', collect: successful, collectionStatus: successful }) as unknown as OperatorAdapter;

/** Waiting payments by reference: told once the callbacks job that checked them is done. */
const waiting = new Map<string, () => void>();
/** Hints per `collections.callbacks` job, and collections per settlement transaction, as seen. */
const jobSizes: number[] = [];
const settlementSizes: number[] = [];
let jobErrors = 0;
let starved = 0;
/** `starved` when the warm-up ended: the measured slices' count is the rest. */
let starvedInWarmUp = 0;

function sizes(list: number[]) {
  if (list.length === 0) return 'none';
  const sorted = [...list].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return `${sorted.length} of them, mean ${mean.toFixed(1)}, p10 ${at(0.1)}, p50 ${at(0.5)}, p90 ${at(0.9)}, max ${sorted.at(-1)}`;
}

const { database, where, drop } = await openBenchDatabase();
const runs: Run[] = [];
let jobs: Awaited<ReturnType<typeof startJobs>> | undefined;
try {
  const { db } = database;
  await database.migrate();
  if (args.statements && !args.pglite) {
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);
  }
  await db.execute(sql`CREATE TABLE bench_baseline (id text PRIMARY KEY, amount bigint NOT NULL)`);
  const uniform = await createShops(db, SHOPS, 1_000_000n);
  const [hot] = await createShops(db, 1, 1_000_000n);
  const [hotPayouts] = await createShops(db, 1, 100_000n);
  const pick = () => uniform[Math.floor(Math.random() * uniform.length)]!;

  // The production path of a final answer under load: the operator's callback (the callback
  // route's signal, collection-check-signal.ts, gathers a burst into one job) → the
  // `collections.callbacks` job on pg-boss (collection-check-jobs.ts, the production definition
  // and configuration) → checkDueCollections asks the operator and applies the final answers in
  // batches (applyFinalResults: one transaction each, settleCollections with the production
  // settlement hooks → postCollectionSettlements → postEntries). The bench only adds an observer:
  // it is told when a job is done (to release the payments waiting on it) and counts batch sizes.
  registerHooks();
  addSettlementHook({
    beforePosting: async (_tx, settled) => {
      settlementSizes.push(settled.length);
      return undefined;
    },
  });
  const definitions = collectionCheckJobs(
    benchOperators,
    'http://bench.invalid',
    loadBackgroundConfig({}).collectionCheck,
  ).map((definition) =>
    definition.name !== 'collections.callbacks'
      ? definition
      : {
          ...definition,
          handler: async (
            payload: { hints: CollectionHint[] },
            context: Parameters<typeof definition.handler>[1],
          ) => {
            jobSizes.push(payload.hints.length);
            await definition.handler(payload, context);
            for (const hint of payload.hints) {
              waiting.get(hint.reference)?.();
              waiting.delete(hint.reference);
            }
          },
        },
  );
  const log = {
    info: () => {},
    warn: () => {},
    error: (obj: object, msg?: string) => {
      jobErrors++;
      console.error(msg, obj);
    },
  };
  jobs = await startJobs({
    database,
    definitions,
    work: ['collections.callbacks'],
    log,
    pollingIntervalSeconds: 1,
  });
  const signal = createCollectionCheckSignal(db, { onError: (error) => log.error({ error }, 'signal') });
  signal.onQueued(() => jobs!.notify('collections.callbacks'));

  /**
   * Collections waiting for their operator's answer (PENDING, next check an hour away so that
   * only the callbacks bring them), created before each slice, unmeasured, by the production
   * insert (insertCollectionsWithEvents): enough for twice the last slice's rate.
   */
  const pendingCollections = (shopOf: () => Shop) => {
    const pool: string[] = [];
    let taken = 0;
    return {
      take() {
        taken++;
        return pool.pop();
      },
      async fill() {
        const want = Math.max(3 * PAYMENTS, 2 * taken + PAYMENTS);
        taken = 0;
        while (pool.length < want) {
          const group: NewCollection[] = Array.from({ length: Math.min(500, want - pool.length) }, (_, i) => {
            const id = newId('txn');
            const amount = 100n + BigInt(i % 1000);
            const fee = amount / 100n;
            return {
              values: {
                id,
                reference: id,
                ...shopOf(),
                mode: 1,
                source: 'api',
                operator: 'mtn',
                phoneNumber: '22997000000',
                amount,
                fee,
                customerPays: amount,
                merchantReceives: amount - fee,
                nextCheckAt: new Date(Date.now() + 3_600_000),
              },
              event: { kind: 'created', data: { source: 'api' } },
            };
          });
          const rows = await insertCollectionsWithEvents(db, group);
          await db.execute(
            sql`UPDATE ${transactions} SET status = 'PENDING' WHERE id = ANY(${sql.param(rows.map((r) => r.id))}::text[])`,
          );
          pool.push(...rows.map((r) => r.reference));
        }
      },
    };
  };
  /** One payment: its callback arrives, then it waits until its collection is settled. */
  const pay = (pool: ReturnType<typeof pendingCollections>) => async (): Promise<true | 'stop'> => {
    const reference = pool.take();
    if (!reference) {
      starved++;
      return 'stop';
    }
    const settled = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`collection ${reference} not settled in 60 s`)),
        60_000,
      );
      waiting.set(reference, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    signal.hint({ reference, operator: 'mtn', mode: 1 });
    await settled;
    return true;
  };
  const uniformPool = pendingCollections(pick);
  const hotPool = pendingCollections(() => hot!);
  const hotPayoutsPool = pendingCollections(() => hotPayouts!);

  console.log(
    `ledger bench: ${where}, ${CLIENTS} clients, ${SECONDS} s per run in ${ROUNDS} slices taken in turn ` +
      `(after ${WARMUP} s of warm-up each), ${SHOPS} shops, ` +
      `${BEGIN ? 'each operation in BEGIN … COMMIT' : 'each statement autocommitted'}`,
  );
  console.log(
    'code path: collections: callback signal (collection-check-signal.ts) → collections.callbacks job ' +
      '(pg-boss, collection-check-jobs.ts) → checkDueCollections → applyFinalResults batches → settleCollections ' +
      '→ postCollectionSettlements → postEntries; payout holds: holdPayoutFunds → postEntry → ledger_post_entry; ' +
      `no bench-only ledger call; ${PAYMENTS} payments in flight; ` +
      `final-answer batches at once: ${batchLanesFor(database.kind)} (batchLanesFor ${database.kind})`,
  );

  const insert = (prefix: string) => async (c: number, i: number) => {
    await once(db, async (tx) => {
      await tx.execute(
        sql`INSERT INTO bench_baseline (id, amount) VALUES (${`${prefix}${c}:${i}:${newId('x')}`}, 1)`,
      );
    });
    return true;
  };
  const amount = (i: number) => 100n + BigInt(Math.abs(i) % 1000);
  const specs: Spec[] = [
    { name: 'baseline', label: 'single-row INSERT transaction', op: insert('b'), clients: CLIENTS },
    {
      name: 'serial',
      label: 'the same, from 1 client: the ceiling of anything serialized on one row',
      op: insert('s'),
      clients: 1,
    },
    {
      name: 'uniform',
      label: `collection settled into one of ${SHOPS} shops (${PAYMENTS} payments in flight, callbacks path)`,
      clients: PAYMENTS,
      prepare: () => uniformPool.fill(),
      op: pay(uniformPool),
    },
    {
      name: 'hot',
      label: `collection settled into ONE shop (${PAYMENTS} payments in flight, callbacks path)`,
      clients: PAYMENTS,
      prepare: () => hotPool.fill(),
      op: pay(hotPool),
    },
    {
      name: 'hot-payouts',
      label: `one other shop: ${PAYMENTS / 2} payments' collections in (callbacks path), payout holds out from ${CLIENTS} clients`,
      clients: CLIENTS + PAYMENTS / 2,
      prepare: () => hotPayoutsPool.fill(),
      op: (c, i) => (c >= CLIENTS ? pay(hotPayoutsPool)() : holdPayout(db, hotPayouts!, amount(i))),
    },
  ];
  // --only uniform,hot: those runs only (the baseline is always measured), e.g. to profile one.
  const only = new Set(args.only.split(',').filter(Boolean));
  const chosen = only.size === 0 ? specs : specs.filter((s) => s.name === 'baseline' || only.has(s.name));
  if (args.statements && !args.pglite)
    await db.execute(sql`SELECT pg_stat_statements_reset(), pg_stat_reset()`);
  runs.push(...(await measureInRounds(chosen)));
  for (const [name, shop] of [
    ['hot', hot!],
    ['hot-payouts', hotPayouts!],
  ] as const) {
    for (const kind of ['available', 'pending']) {
      const a = await accountRows(db, shop, kind);
      if (Number(a.balance) === 0 && a.rows === 1) continue;
      console.log(
        `${name} shop's ${kind} account: ${a.rows === 1 ? 'one row' : `split itself into ${a.buckets} buckets`} ` +
          `(${a.contention} contended postings counted on its row), balance ${a.balance}`,
      );
    }
  }
  console.log(`collections.callbacks jobs (hints per job): ${sizes(jobSizes)}`);
  console.log(`settlement transactions (collections per applyFinalResults batch): ${sizes(settlementSizes)}`);
  const { rows: unposted } = (await db.execute(
    sql`SELECT count(*)::int AS n FROM ${transactions} t WHERE t.status = 'SUCCESSFUL'
          AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'collection:' || t.id || ':settled')`,
  )) as unknown as { rows: { n: number }[] };
  console.log(
    `job errors: ${jobErrors}; payments that found no collection left to settle: ${starved} (in the measured slices: ${starved - starvedInWarmUp}); ` +
      `successful collections without their ledger entry: ${unposted[0]!.n}`,
  );
  if (jobErrors > 0 || unposted[0]!.n > 0) process.exitCode = 1;
  if (args.statements && !args.pglite) {
    // --statements: where the server's time went (pg_stat_statements, this database only).
    const { rows } = (await db.execute(
      sql`SELECT calls, round(total_exec_time)::int AS ms, rows, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query
          FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
          ORDER BY total_exec_time DESC LIMIT 40`,
    )) as unknown as { rows: { calls: number; ms: number; rows: number; query: string }[] };
    for (const r of rows)
      console.log(
        `${String(r.ms).padStart(7)} ms ${String(r.calls).padStart(8)} calls ${String(r.rows).padStart(8)} rows  ${r.query}`,
      );
    // What the writes cost the tables: updates that were HOT (no index touched) and how often each
    // index was read, so an index that nothing on the settlement path reads shows 0 scans.
    const { rows: tables } = (await db.execute(
      sql`SELECT relname, n_tup_ins::int AS ins, n_tup_upd::int AS upd, n_tup_hot_upd::int AS hot
          FROM pg_stat_user_tables WHERE n_tup_ins + n_tup_upd > 0 ORDER BY n_tup_ins + n_tup_upd DESC LIMIT 15`,
    )) as unknown as { rows: { relname: string; ins: number; upd: number; hot: number }[] };
    for (const t of tables)
      console.log(
        `table ${t.relname.padEnd(28)} inserts ${String(t.ins).padStart(8)} updates ${String(t.upd).padStart(8)} HOT ${String(t.hot).padStart(8)}`,
      );
    const { rows: indexes } = (await db.execute(
      sql`SELECT s.relname, s.indexrelname, s.idx_scan::int AS scans FROM pg_stat_user_indexes s
          JOIN pg_stat_user_tables t USING (relid) WHERE t.n_tup_ins + t.n_tup_upd > 0 ORDER BY s.relname, s.indexrelname`,
    )) as unknown as { rows: { relname: string; indexrelname: string; scans: number }[] };
    for (const i of indexes) console.log(`index ${i.relname}.${i.indexrelname}: ${i.scans} scans`);
  }
  const report = await checkLedger(db);
  console.log(
    `checkLedger after the runs: ${report.ok ? 'ok' : 'MISMATCH'} (${report.entries} entries, ${report.postings} postings, ` +
      `${report.negativeAccounts.length} merchant accounts below zero)`,
  );
  if (!report.ok) process.exitCode = 1;

  const baseline = runs[0]!.perSecond;
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(7);
  console.log('');
  console.log(
    'run          per second   × baseline   p50 ms   p99 ms   refused   CPU ms/op: client server   what',
  );
  for (const r of runs) {
    const server = r.serverCpu === null ? '   n/a' : r.serverCpu.toFixed(3).padStart(6);
    console.log(
      `${r.name.padEnd(12)} ${fmt(r.perSecond)}      ${(r.perSecond / baseline).toFixed(2).padStart(5)}      ${r.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(6)}   ${String(r.refused).padStart(7)}              ${r.clientCpu.toFixed(3)} ${server}   ${r.label}`,
    );
  }
  const ratio = (name: string) => (runs.find((r) => r.name === name)?.perSecond ?? Number.NaN) / baseline;
  const target = (name: string) =>
    `${name} ≥ 0.50 × baseline: ${ratio(name) >= 0.5 ? 'met' : 'MISSED'} (${ratio(name).toFixed(2)})`;
  console.log(`targets (issue 22): ${target('uniform')}; ${target('hot')}`);
} finally {
  await jobs?.stop();
  await database.close();
  await drop();
}
