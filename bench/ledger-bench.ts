/**
 * `npm run bench:ledger [-- --pglite] [--clients 16] [--seconds 5] [--rounds 5]`
 *
 * In one run, on one fresh database (a new database on the server of DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, dropped afterwards; or in-memory PGlite):
 *   baseline  the rate of a single-row INSERT transaction,
 *   uniform   ledger transfers (postEntry) between random merchant accounts,
 *   hot       ledger transfers that all go through one merchant account, split into BUCKETS
 *             bucket rows (split-shop-account.ts: what a hot merchant's account is given),
 *   hot-1row  (for comparison) the same through one merchant account left as one row,
 * each with N concurrent clients, for SECONDS in all taken in ROUNDS slices in turn (so that every
 * run sees the machine as the others do), then proves the ledger with checkLedger. Each run also
 * prints the CPU it used per operation: this process's (the client: Drizzle, node-postgres, or
 * PGlite itself) and the bench database's server processes' (read from /proc, so only for a server
 * on this machine).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { checkLedger } from '../apps/api/src/modules/ledger/check-ledger.ts';
import { ensureShopAccounts } from '../apps/api/src/modules/ledger/ensure-shop-accounts.ts';
import { isLedgerError } from '../apps/api/src/modules/ledger/ledger-errors.ts';
import { platformAccount } from '../apps/api/src/modules/ledger/platform-account.ts';
import { postEntry } from '../apps/api/src/modules/ledger/post-entry.ts';
import { splitShopAccount } from '../apps/api/src/modules/ledger/split-shop-account.ts';
import { type Database, type Db, openDatabase } from '../apps/api/src/platform/db/client.ts';
import { newId } from '../apps/api/src/platform/db/ids.ts';
import { merchants, shops } from '../apps/api/src/platform/db/schema/index.ts';

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '5' },
    shops: { type: 'string', default: '200' },
    buckets: { type: 'string', default: '16' },
    begin: { type: 'boolean', default: false },
    'split-all': { type: 'string', default: '1' },
  },
});
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
/** Each run's SECONDS are taken in this many slices, the runs in turn (see measureInRounds). */
const ROUNDS = Number(args.rounds);
const SHOPS = Number(args.shops);
const BUCKETS = Number(args.buckets);
/**
 * How one measured operation commits. By default it is one statement in its own transaction
 * (autocommit): the baseline INSERT and a transfer's one `ledger_post_entry` call alike, so no
 * client round trip sits between a transfer's row locks and its commit. `--begin` wraps every
 * operation in BEGIN … COMMIT instead (three round trips each, the locks held across the last).
 */
const BEGIN = args.begin;
/** With n > 1 (what-if, not the product's default): every uniform account is split into n buckets too. */
const SPLIT_ALL = Number(args['split-all']);

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
  op: (client: number, i: number) => Promise<boolean>;
  clients: number;
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

/** Runs `spec.op` from its clients' concurrent loops for `seconds`, adding what it did to `tally`. */
async function slice(spec: Spec, seconds: number, tally: Tally) {
  const serverBefore = await serverCpuSeconds();
  const clientBefore = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: spec.clients }, async (_, client) => {
      for (let i = 0; performance.now() < end; i++) {
        const t0 = performance.now();
        if (await spec.op(client, i)) tally.ok++;
        else tally.refused++;
        tally.latencies.push(performance.now() - t0);
      }
    }),
  );
  tally.seconds += (performance.now() - start) / 1000;
  const client = process.cpuUsage(clientBefore);
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
  // Warm-up: plans cached, pool connections open.
  for (const spec of specs) await Promise.all(Array.from({ length: spec.clients }, (_, c) => spec.op(c, -1)));
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

async function createShops(db: Db, count: number, fund: bigint) {
  const merchantId = newId('mch');
  await db.insert(merchants).values({ id: merchantId, businessName: 'Bench', country: 'BJ' });
  const result = [];
  for (let i = 0; i < count; i++) {
    const shopId = newId('shp');
    await db.insert(shops).values({ id: shopId, merchantId, mode: 1, name: `Bench ${i}` });
    const accounts = await db.transaction(async (tx) => {
      const own = await ensureShopAccounts(tx, { merchantId, shopId, mode: 1 });
      const clearing = await platformAccount(tx, 1, 'operator_clearing', 'mtn');
      await postEntry(tx, {
        kind: 'collection.settled',
        reference: `fund_${shopId}`,
        idempotencyKey: `fund:${shopId}`,
        mode: 1,
        merchantId,
        shopId,
        postings: [
          { account: clearing.id, amount: -fund },
          { account: own.available.id, amount: fund },
        ],
      });
      return own;
    });
    result.push({ merchantId, shopId, available: accounts.available.id });
  }
  return result;
}

/** Runs `op` in its own transaction: autocommitted, or inside BEGIN … COMMIT with --begin. */
function once<T>(db: Db, op: (tx: Db) => Promise<T>): Promise<T> {
  return BEGIN ? db.transaction((tx) => op(tx)) : op(db);
}

function transfer(db: Db, key: string, from: string, to: string, amount: bigint) {
  return once(db, (tx) =>
    postEntry(tx, {
      kind: 'adjustment',
      reference: key,
      idempotencyKey: key,
      mode: 1,
      postings: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
    }),
  ).then(
    () => true,
    (error: unknown) => {
      if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) return false;
      throw error;
    },
  );
}

/**
 * Splits a shop's available account into `buckets` rows and funds every bucket with `fund`, as a
 * hot account is once many connections' collections have come in (each connection credits its own
 * bucket): one collection before the split (it stays in bucket 0), then one to each other bucket's
 * row directly (setup only: the product posts to the account's id and the ledger picks the bucket).
 */
async function splitHot(
  db: Db,
  shop: { merchantId: string; shopId: string },
  fund: bigint,
  buckets = BUCKETS,
) {
  /** One collection of `fund`, to the account (`bucket` unset) or straight to a bucket row. */
  const collect = (i: number, bucket?: string) =>
    db.transaction(async (tx) => {
      const own = await ensureShopAccounts(tx, { ...shop, mode: 1 });
      const clearing = await platformAccount(tx, 1, 'operator_clearing', 'mtn');
      await postEntry(tx, {
        kind: 'collection.settled',
        reference: `fund_${shop.shopId}_${i}`,
        idempotencyKey: `fund:${shop.shopId}:${i}`,
        mode: 1,
        merchantId: shop.merchantId,
        shopId: shop.shopId,
        postings: [
          { account: clearing.id, amount: -fund },
          { account: bucket ?? own.available.id, amount: fund },
        ],
      });
    });
  await collect(0);
  await db.transaction(async (tx) => {
    await splitShopAccount(tx, { ...shop, mode: 1, kind: 'available', buckets });
  });
  const rows = (await db.execute(
    sql`SELECT id FROM ledger_accounts WHERE shop_id = ${shop.shopId} AND mode = 1 AND kind = 'available' AND shard > 0 ORDER BY shard`,
  )) as unknown as { rows: { id: string }[] };
  for (const [i, row] of rows.rows.entries()) await collect(i + 1, row.id);
}

const { database, where, drop } = await openBenchDatabase();
const runs: Run[] = [];
try {
  const { db } = database;
  await database.migrate();
  await db.execute(sql`CREATE TABLE bench_baseline (id text PRIMARY KEY, amount bigint NOT NULL)`);
  const uniform = await createShops(db, SHOPS, 1_000_000_000n);
  if (SPLIT_ALL > 1) for (const shop of uniform) await splitHot(db, shop, 1_000_000_000n, SPLIT_ALL);
  const [hot] = await createShops(db, 1, 1_000_000n);
  if (BUCKETS > 1) await splitHot(db, hot!, 1_000_000n);
  const [hotOneRow] = await createShops(db, 1, 1_000_000n);
  const pick = (list: { available: string }[]) => list[Math.floor(Math.random() * list.length)]!.available;

  console.log(
    `ledger bench: ${where}, ${CLIENTS} clients, ${SECONDS} s per run in ${ROUNDS} slices taken in turn, ${SHOPS} shops, ` +
      `${BEGIN ? 'each operation in BEGIN … COMMIT' : 'each operation one autocommitted statement'}` +
      (SPLIT_ALL > 1 ? `, every uniform account split into ${SPLIT_ALL} buckets (what-if)` : ''),
  );

  const insert = (prefix: string) => async (c: number, i: number) => {
    await once(db, async (tx) => {
      await tx.execute(
        sql`INSERT INTO bench_baseline (id, amount) VALUES (${`${prefix}${c}:${i}:${newId('x')}`}, 1)`,
      );
    });
    return true;
  };
  /** Half the transfers pay `account`, half draw from it (another account each time): every one locks it. */
  const through =
    (account: string, prefix: string): Spec['op'] =>
    (c, i) => {
      const other = pick(uniform);
      const [from, to] = (c + i) % 2 === 0 ? [other, account] : [account, other];
      return transfer(db, `${prefix}:${c}:${i}:${newId('k')}`, from, to, 1n + BigInt(Math.abs(i) % 100));
    };
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
      label: `transfer between 2 of ${SHOPS} accounts`,
      clients: CLIENTS,
      op: (c, i) => {
        let from = pick(uniform);
        let to = pick(uniform);
        while (to === from) to = pick(uniform);
        if (Math.random() < 0.5) [from, to] = [to, from];
        return transfer(db, `u:${c}:${i}:${newId('k')}`, from, to, 1n + BigInt(Math.abs(i) % 100));
      },
    },
    {
      name: 'hot',
      label: `transfer in or out of one account split into ${BUCKETS} buckets`,
      clients: CLIENTS,
      op: through(hot!.available, 'h'),
    },
    {
      name: 'hot-1row',
      label: 'the hot run through an account left as one row',
      clients: CLIENTS,
      op: through(hotOneRow!.available, 'o'),
    },
  ];
  runs.push(...(await measureInRounds(specs)));
  const report = await checkLedger(db);
  console.log(
    `checkLedger after the runs: ${report.ok ? 'ok' : 'MISMATCH'} (${report.entries} entries, ${report.postings} postings)`,
  );
  if (!report.ok) process.exitCode = 1;

  const baseline = runs[0]!.perSecond;
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(7);
  console.log('');
  console.log(
    'run        per second   × baseline   p50 ms   p99 ms   refused   CPU ms/op: client server   what',
  );
  for (const r of runs) {
    const server = r.serverCpu === null ? '   n/a' : r.serverCpu.toFixed(3).padStart(6);
    console.log(
      `${r.name.padEnd(10)} ${fmt(r.perSecond)}      ${(r.perSecond / baseline).toFixed(2).padStart(5)}      ${r.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(6)}   ${String(r.refused).padStart(7)}              ${r.clientCpu.toFixed(3)} ${server}   ${r.label}`,
    );
  }
  if (!args.pglite) {
    const uniformRatio = runs.find((r) => r.name === 'uniform')!.perSecond / baseline;
    const hotRatio = runs.find((r) => r.name === 'hot')!.perSecond / baseline;
    console.log(
      `targets: uniform ≥ 0.30 × baseline: ${uniformRatio >= 0.3 ? 'met' : 'MISSED'} (${uniformRatio.toFixed(2)}); ` +
        `hot ≥ 0.40 × baseline: ${hotRatio >= 0.4 ? 'met' : 'MISSED'} (${hotRatio.toFixed(2)})`,
    );
  }
} finally {
  await database.close();
  await drop();
}
