/**
 * `npm run bench:transactions [-- --rows 1000000] [--noise 200000] [--runs 200]`
 *
 * On a fresh PostgreSQL database (a new database on the server of DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, dropped afterwards), migrated like production:
 *   seeds ROWS transactions for one shop (INSERT … SELECT generate_series: a year of history,
 *   ~100 000 customers' numbers, three networks, 80 % successful, 15 % failed, 5 % pending) and
 *   NOISE rows spread over 20 other shops, then VACUUM ANALYZE;
 *   times the dashboard's list call (`findTransactions`: the page and its capped count, exactly
 *   what GET /api/transactions runs) for each scenario, RUNS times after a warm-up,
 *   and prints p50 / p95 / max in milliseconds. Target: p95 ≤ 50 ms.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  type FindTransactionsInput,
  findTransactions,
} from '../apps/api/src/modules/transactions/find-transactions.ts';
import { encodeTransactionCursor } from '../apps/api/src/modules/transactions/transaction-cursor.ts';
import type { ListScope } from '../apps/api/src/modules/transactions/transaction-list-repository.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { createFreshDatabase } from '../apps/api/src/platform/db/fresh-database.ts';
import { merchants, shops } from '../apps/api/src/platform/db/schema/index.ts';

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
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const fresh = await createFreshDatabase(serverUrl, 'bench_tx');
  const database = await openDatabase({ url: fresh.url, dataDir: 'unused' });
  try {
    await database.migrate();
    const { db } = database;
    const merchantId = 'mch_bench';
    await db.insert(merchants).values({ id: merchantId, businessName: 'Bench', country: 'BJ' });
    const shopIds = Array.from({ length: 21 }, (_, i) => `shp_bench_${String(i).padStart(2, '0')}`);
    await db.insert(shops).values(shopIds.map((id, i) => ({ id, merchantId, mode: 1, name: `Bench ${i}` })));
    const shopId = shopIds[0]!;

    const seed = async (count: number, shopExpr: string, prefix: string) => {
      // One row per second of a year back from now, with jitter; ids sort like time-ordered ids.
      await db.execute(
        sql.raw(`
        INSERT INTO transactions (id, reference, merchant_id, shop_id, mode, type, source, operator, phone_number,
          amount, fee, customer_pays, merchant_receives, status, merchant_reference, first_name, created_at, updated_at)
        SELECT
          '${prefix}' || lpad(g::text, 10, '0'),
          '${prefix}' || lpad(g::text, 10, '0'),
          '${merchantId}', ${shopExpr}, 1,
          CASE WHEN g % 20 = 0 THEN 'CARD' ELSE 'PAYMENT' END,
          (ARRAY['api','link','page','checkout','dashboard'])[1 + g % 5],
          (ARRAY['mtn','moov','celtiis_bj'])[1 + g % 3],
          (ARRAY['2290197','2290195','2290140'])[1 + g % 3] || lpad((g % 100000)::text, 6, '0'),
          amount, amount * 17 / 1000, amount, amount - amount * 17 / 1000,
          CASE WHEN x < 0.80 THEN 'SUCCESSFUL' WHEN x < 0.95 THEN 'FAILED' ELSE 'PENDING' END,
          CASE WHEN g % 10 = 0 THEN 'INV-' || g ELSE NULL END,
          CASE WHEN g % 3 = 0 THEN 'Client' ELSE NULL END,
          now() - make_interval(secs => (${count} - g) * (31536000.0 / ${count}) + jitter),
          now()
        FROM (
          -- random() per row (a LATERAL subquery that does not name g would be computed once)
          SELECT g, random() AS x, (100 + floor(random() * 500000))::bigint AS amount, random() AS jitter
          FROM generate_series(1, ${count}) AS g
        ) s`),
      );
    };
    let started = performance.now();
    await seed(ROWS, `'${shopId}'`, 'txn_');
    await seed(NOISE, `'shp_bench_' || lpad((1 + g % 20)::text, 2, '0')`, 'txn_noise_');
    const seeded = performance.now() - started;
    started = performance.now();
    await db.execute(sql`VACUUM ANALYZE transactions`);
    console.log(
      `seeded ${ROWS.toLocaleString('en')} rows for one shop + ${NOISE.toLocaleString('en')} noise rows in ${(seeded / 1000).toFixed(1)} s; VACUUM ANALYZE ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const scope: ListScope = { merchantId, shopId, mode: 1 };
    const day = 86_400_000;
    const now = Date.now();
    const base = { sort: 'created_at', order: 'desc', limit: 20 } as const;
    // A deep position: the row 500 000 rows into the newest-first list (as a cursor of page 25 000).
    const deep = await db.execute<{ id: string; v: string }>(sql`
      SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS v FROM transactions
      WHERE shop_id = ${shopId} AND mode = 1 ORDER BY created_at DESC, id DESC OFFSET ${Math.floor(ROWS / 2)} LIMIT 1`);
    const deepRow = (deep as unknown as { rows: { id: string; v: string }[] }).rows[0]!;
    const deepAmount = await db.execute<{ id: string; v: string }>(sql`
      SELECT id, amount::text AS v FROM transactions
      WHERE shop_id = ${shopId} AND mode = 1 ORDER BY amount ASC, id ASC OFFSET ${Math.floor(ROWS / 2)} LIMIT 1`);
    const deepAmountRow = (deepAmount as unknown as { rows: { id: string; v: string }[] }).rows[0]!;

    const scenarios: [string, FindTransactionsInput][] = [
      ['first page, no filter', { ...base }],
      [
        'status SUCCESSFUL + last 30 days',
        {
          ...base,
          status: 'SUCCESSFUL',
          from: new Date(now - 30 * day).toISOString(),
          to: new Date(now).toISOString(),
        },
      ],
      [
        'status FAILED + a week 6 months ago',
        {
          ...base,
          status: 'FAILED',
          from: new Date(now - 183 * day).toISOString(),
          to: new Date(now - 176 * day).toISOString(),
        },
      ],
      ['search by phone (national form)', { ...base, q: '01 97 00 12 33' }],
      ['search by reference', { ...base, q: `txn_${String(Math.floor(ROWS / 3)).padStart(10, '0')}` }],
      ['search by merchant reference', { ...base, q: 'INV-7770' }],
      [
        'deep keyset page (row 500 000, newest first)',
        { ...base, cursor: encodeTransactionCursor({ value: deepRow.v, id: deepRow.id, dir: 'n' }) },
      ],
      [
        'deep keyset page, previous direction',
        { ...base, cursor: encodeTransactionCursor({ value: deepRow.v, id: deepRow.id, dir: 'p' }) },
      ],
      ['sorted by amount, first page', { ...base, sort: 'amount', order: 'asc' }],
      [
        'sorted by amount, deep keyset page',
        {
          ...base,
          sort: 'amount',
          order: 'asc',
          cursor: encodeTransactionCursor({ value: deepAmountRow.v, id: deepAmountRow.id, dir: 'n' }),
        },
      ],
      [
        'network moov + amount 10 000..50 000',
        { ...base, network: 'moov', amount_min: 10_000, amount_max: 50_000 },
      ],
      [
        'network moov + amount 49 000..50 000',
        { ...base, network: 'moov', amount_min: 49_000, amount_max: 50_000 },
      ],
    ];

    console.log(
      `\n${RUNS} runs per scenario (page of 20 + count: exact to 1 000, estimated past it), milliseconds:`,
    );
    console.log(
      `${'scenario'.padEnd(46)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}  rows  total`,
    );
    // The machine's own noise: a bare round trip to the server, timed the same way.
    {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await db.execute(sql`SELECT 1`);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${'(baseline: SELECT 1 round trip)'.padEnd(46)} ${percentile(times, 50).toFixed(2).padStart(7)} ${percentile(times, 95).toFixed(2).padStart(7)} ${times.at(-1)!.toFixed(2).padStart(7)}`,
      );
    }
    let worst = 0;
    for (const [name, input] of scenarios) {
      for (let i = 0; i < 30; i++) await findTransactions(db, scope, input);
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof findTransactions>> | undefined;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        last = await findTransactions(db, scope, input);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      console.log(
        `${name.padEnd(46)} ${percentile(times, 50).toFixed(2).padStart(7)} ${p95.toFixed(2).padStart(7)} ${times.at(-1)!.toFixed(2).padStart(7)}  ${String(last!.items.length).padStart(4)}  ${last!.total}${last!.total_exact ? '' : '+'}`,
      );
    }
    console.log(
      `\nworst p95: ${worst.toFixed(2)} ms (target ≤ 50 ms): ${worst <= 50 ? 'OK' : 'OVER TARGET'}`,
    );
  } finally {
    await database.close();
    if (args.keep) console.log(`kept database ${fresh.name}`);
    else await fresh.drop();
  }
}

await main();
