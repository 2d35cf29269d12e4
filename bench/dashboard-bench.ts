/**
 * `npm run bench:dashboard [-- --rows 1000000] [--noise 200000] [--runs 200] [--keep]`
 *
 * On a fresh PostgreSQL database (a new database on the server of DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, dropped afterwards), migrated like production and
 * seeded with the demo accounts:
 *   loads ROWS collections for the demo merchant's live shop (INSERT … SELECT generate_series: a
 *   year of history, three networks, 80 % successful, 15 % failed, 5 % pending on the last day,
 *   failed before as the collection checker leaves expired ones), a payout for every
 *   10th and a refund for every 100th, the ledger entries of the successful ones (their fees reach
 *   the platform fee accounts), and NOISE collections over 20 other shops; the triggers are off
 *   while loading, then `dashboard_rollups_rebuild()` (migration 0034's backfill) builds the
 *   rollups, and the rollup check of ledger:check proves them equal to the raw sums;
 *   calls the merchant dashboard, the year's summary and the back-office dashboard (day, week,
 *   month) through the application (app.inject: the routes, auth and serialization) RUNS times
 *   after a warm-up, and prints p50 / p95 / p99 in milliseconds. Target: p95 ≤ 50 ms per call.
 *   Then times the raw sums these calls ran before the rollups (the same SQL), for comparison.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { createDeps } from '../apps/api/src/composition/create-deps.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/api/src/composition/seed/demo-seed.ts';
import { findRollupMismatches } from '../apps/api/src/modules/ledger/rollup-check-repository.ts';
import { settlementAccounts } from '../apps/api/src/modules/ledger/settlement-accounts.ts';
import { loadConfig } from '../apps/api/src/platform/config/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { createFreshDatabase } from '../apps/api/src/platform/db/fresh-database.ts';
import { shops, users } from '../apps/api/src/platform/db/schema/index.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    noise: { type: 'string', default: '200000' },
    runs: { type: 'string', default: '200' },
    /** Leave the database in place (its name is printed) to look at plans. */
    keep: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const NOISE = Number(args.noise);
const RUNS = Number(args.runs);
const TARGET_MS = 50;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

async function main() {
  const fresh = await createFreshDatabase(serverUrl, 'bench_dash');
  const database = await openDatabase({ url: fresh.url, dataDir: 'unused' });
  const varDir = mkdtempSync(path.join(tmpdir(), 'bench-dashboard-'));
  try {
    await database.migrate();
    const { db } = database;
    await seedDemo(db, 'bench');
    const [owner] = await db.select().from(users).where(eq(users.email, 'marchand@demo.local'));
    const merchantId = owner!.merchantId!;
    const [shop] = await db
      .select()
      .from(shops)
      .where(and(eq(shops.merchantId, merchantId), eq(shops.mode, 1)))
      .orderBy(shops.createdAt)
      .limit(1);
    const shopId = shop!.id;
    const noiseShops = Array.from({ length: 20 }, (_, i) => `shp_noise_${String(i).padStart(2, '0')}`);
    await db
      .insert(shops)
      .values(noiseShops.map((id, i) => ({ id, merchantId, mode: 1, name: `Noise ${i}` })));
    const accounts = await Promise.all(
      ['mtn', 'moov', 'celtiis_bj'].map((operator) =>
        settlementAccounts(db, { merchantId, shopId, mode: 1, operator }),
      ),
    );

    let started = performance.now();
    await db.transaction(async (tx) => {
      // Bulk load: no trigger (the rollups are rebuilt below, as the migration's backfill does).
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      const seed = (count: number, shopExpr: string, prefix: string) =>
        tx.execute(
          sql.raw(`
          INSERT INTO transactions (id, reference, merchant_id, shop_id, mode, operator, phone_number,
            amount, fee, customer_pays, merchant_receives, status, created_at, updated_at)
          SELECT '${prefix}' || lpad(g::text, 10, '0'), '${prefix}' || lpad(g::text, 10, '0'),
            '${merchantId}', ${shopExpr}, 1, (ARRAY['mtn','moov','celtiis_bj'])[1 + g % 3],
            '2290197' || lpad((g % 100000)::text, 6, '0'),
            amount, amount * 17 / 1000, amount, amount - amount * 17 / 1000,
            CASE WHEN x < 0.80 THEN 'SUCCESSFUL' WHEN x < 0.95 OR g < ${count} - ${count} / 365 THEN 'FAILED'
              ELSE 'PENDING' END,
            now() - make_interval(secs => (${count} - g) * (31536000.0 / ${count}) + jitter), now()
          FROM (SELECT g, random() AS x, (100 + floor(random() * 500000))::bigint AS amount, random() AS jitter
                FROM generate_series(1, ${count}) AS g) s`),
        );
      await seed(ROWS, `'${shopId}'`, 'txn_');
      await seed(NOISE, `'shp_noise_' || lpad((g % 20)::text, 2, '0')`, 'txn_noise_');
      await tx.execute(
        sql.raw(`
        INSERT INTO payouts (id, reference, merchant_id, shop_id, mode, source_kind, phone_number, network,
          amount, fee, status, idempotency_key, created_at, updated_at)
        SELECT 'po_' || t.id, 'po_' || t.id, t.merchant_id, t.shop_id, 1, 'single', t.phone_number, t.operator,
          t.amount / 2, 100, CASE WHEN t.status = 'FAILED' THEN 'FAILED' ELSE 'SUCCESSFUL' END, 'po_' || t.id,
          t.created_at, t.created_at
        FROM transactions t WHERE t.shop_id = '${shopId}' AND right(t.id, 1) = '0'`),
      );
      await tx.execute(
        sql.raw(`
        INSERT INTO refunds (id, merchant_id, shop_id, mode, transaction_id, amount, status, created_at)
        SELECT 'rf_' || t.id, t.merchant_id, t.shop_id, 1, t.id, t.amount, 'SUCCESSFUL', t.created_at
        FROM transactions t
        WHERE t.shop_id = '${shopId}' AND t.status = 'SUCCESSFUL' AND right(t.id, 2) = '00'`),
      );
      // The ledger entries of the successful collections: the customer's money leaves the clearing
      // account, the merchant gets its share, the platform its fee (what fees earned sums).
      const cases = accounts
        .map((a, i) => `WHEN '${['mtn', 'moov', 'celtiis_bj'][i]}' THEN '${a.clearing}'`)
        .join(' ');
      await tx.execute(
        sql.raw(`
        INSERT INTO ledger_entries (id, mode, kind, reference, idempotency_key, merchant_id, shop_id, created_at)
        SELECT 'le_' || id, 1, 'collection.settled', reference, 'collection:' || id || ':settled', merchant_id,
          shop_id, created_at
        FROM transactions WHERE shop_id = '${shopId}' AND status = 'SUCCESSFUL'`),
      );
      await tx.execute(
        sql.raw(`
        INSERT INTO ledger_postings (entry_id, account_id, amount)
        SELECT 'le_' || t.id, p.account_id, p.amount
        FROM transactions t
        CROSS JOIN LATERAL (VALUES
          (CASE t.operator ${cases} END, -t.customer_pays),
          ('${accounts[0]!.available}', t.merchant_receives),
          ('${accounts[0]!.fees}', t.fee)) AS p(account_id, amount)
        WHERE t.shop_id = '${shopId}' AND t.status = 'SUCCESSFUL' AND p.amount <> 0`),
      );
      await tx.execute(
        sql.raw(`
        UPDATE ledger_accounts a SET balance = s.total, version = s.n
        FROM (SELECT account_id, sum(amount) AS total, count(*) AS n FROM ledger_postings GROUP BY account_id) s
        WHERE a.id = s.account_id`),
      );
    });
    const loaded = seconds(started);
    started = performance.now();
    await db.execute(sql`SELECT dashboard_rollups_rebuild()`);
    const rebuilt = seconds(started);
    started = performance.now();
    await db.execute(sql`VACUUM ANALYZE`);
    const vacuumed = seconds(started);
    started = performance.now();
    const mismatches = await findRollupMismatches(db, 10);
    const checked = seconds(started);
    const [rollupRows] = (
      (await db.execute(sql`SELECT count(*)::int AS n FROM dashboard_rollups`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    console.log(
      `loaded ${ROWS.toLocaleString('en')} collections for one shop (+ payouts, refunds, ledger entries) and ${NOISE.toLocaleString('en')} over 20 other shops in ${loaded}`,
    );
    console.log(
      `rollups rebuilt (dashboard_rollups_rebuild, the migration's backfill) in ${rebuilt}: ${rollupRows!.n} rows; VACUUM ANALYZE ${vacuumed}`,
    );
    console.log(
      `rollup check (ledger:check): ${mismatches.length === 0 ? 'rollups equal the raw sums' : `${mismatches.length} MISMATCHES`} (${checked})`,
    );

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: varDir,
      APP_URL: 'http://bench.test',
      LOG_LEVEL: 'silent',
    });
    const { deps } = createDeps(config, db);
    const app = await buildApp(deps, { devInbox: false });
    await app.ready();
    const tokenOf = async (email: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/users/login',
          payload: { email, password: DEMO_PASSWORD },
        })
      ).json<{ token: string }>().token;
    const merchantToken = await tokenOf('marchand@demo.local');
    const staffToken = await tokenOf('admin@demo.local');
    const today = new Date();
    const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
    const calls: [string, string, string][] = [
      ['merchant dashboard', `/api/overview/dashboard?shop=${shopId}`, merchantToken],
      [
        'summary of a year (366 days)',
        `/api/overview/summary?shop=${shopId}&from=${dayKey(yearAgo)}&to=${dayKey(today)}`,
        merchantToken,
      ],
      ['back-office dashboard, day', '/api/admin/dashboard?period=day&mode=1', staffToken],
      ['back-office dashboard, week', '/api/admin/dashboard?period=week&mode=1', staffToken],
      ['back-office dashboard, month', '/api/admin/dashboard?period=month&mode=1', staffToken],
    ];

    console.log(`\n${RUNS} calls per endpoint through the application (app.inject), milliseconds:`);
    console.log(`${'call'.padEnd(34)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`);
    const line = (name: string, times: number[]) => {
      times.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(34)} ${percentile(times, 50).toFixed(2).padStart(7)} ${percentile(times, 95).toFixed(2).padStart(7)} ${percentile(times, 99).toFixed(2).padStart(7)}`,
      );
      return percentile(times, 95);
    };
    {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await db.execute(sql`SELECT 1`);
        times.push(performance.now() - t0);
      }
      line('(baseline: SELECT 1 round trip)', times);
    }
    let worst = 0;
    for (const [name, url, token] of calls) {
      const call = () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const first = await call();
      if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
      for (let i = 0; i < 20; i++) await call();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
      worst = Math.max(worst, line(name, times));
    }
    console.log(
      `\nworst p95: ${worst.toFixed(2)} ms (target ≤ ${TARGET_MS} ms): ${worst <= TARGET_MS ? 'OK' : 'OVER TARGET'}`,
    );
    await app.close();

    // The raw sums these calls ran before the rollups (their SQL as it was), 5 runs each.
    const raw = (table: string, network: string, filter: string) =>
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, ${network}, status, count(*), sum(amount)
       FROM ${table} WHERE ${filter} GROUP BY 1, 2, 3`;
    const shopWindow = (days: number) =>
      `shop_id = '${shopId}' AND mode = 1 AND created_at >= now() - interval '${days} days'`;
    const before: [string, string[]][] = [
      [
        'merchant dashboard (62 days)',
        [raw('transactions', 'operator', shopWindow(62)), raw('payouts', 'network', shopWindow(62))],
      ],
      [
        'summary of a year',
        [
          raw('transactions', 'operator', shopWindow(366)),
          raw('payouts', 'network', shopWindow(366)),
          `SELECT r.status, count(*), sum(r.amount) FROM refunds r JOIN transactions t ON t.id = r.transaction_id
           WHERE r.shop_id = '${shopId}' AND r.mode = 1 AND r.created_at >= now() - interval '366 days' GROUP BY 1`,
        ],
      ],
      [
        'back-office month',
        [
          raw('transactions', 'operator', `mode = 1 AND created_at >= now() - interval '30 days'`),
          `SELECT count(*) FROM transactions WHERE mode = 1 AND status IN ('CREATED', 'PENDING', 'UNKNOWN')
             AND created_at < now() - interval '1 hour'`,
          `SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p
           JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_entries e ON e.id = p.entry_id
           WHERE a.kind = 'platform_fees' AND a.mode = 1 AND e.created_at >= now() - interval '30 days'`,
        ],
      ],
    ];
    console.log('\nbefore the rollups, the same figures summed from the raw rows (5 runs, p50, ms):');
    for (const [name, statements] of before) {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        for (const statement of statements) await db.execute(sql.raw(statement));
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(`${name.padEnd(34)} ${percentile(times, 50).toFixed(1).padStart(7)}`);
    }
  } finally {
    await database.close();
    rmSync(varDir, { recursive: true, force: true });
    if (args.keep) console.log(`kept database ${fresh.name}`);
    else await fresh.drop();
  }
}

await main();
