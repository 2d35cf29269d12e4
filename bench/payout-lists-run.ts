/**
 * The payout-lists bench itself, compiled and started by `bench/payout-lists-bench.ts` (run it
 * through `npm run bench:payout-lists`): it runs as compiled JavaScript under plain `node`, as
 * `npm start` runs the API, so its memory figures are the production process's.
 *
 * In one run, on one fresh database (a new database on the server of DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, dropped afterwards; or PGlite in a fresh folder on
 * disk, as `npm start` keeps it; `--memory`: PGlite in memory, as the tests run it):
 *   xlsx  generate a 10,000-row XLSX, then parse, validate and stage it (uploadPayoutList: the
 *         type check, SheetJS, the row rules, batched INSERTs in one transaction), target ≤ 2 s;
 *   csv   the same for a 100,000-row CSV (streamed through csv-parse), target ≤ 20 s and a
 *         peak RSS ≤ 512 MiB (sampled every 10 ms while it runs, and the process maximum).
 * Then reads the list's summary back (counts, total, fees) as the preview would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as XLSX from '@e965/xlsx';
import { summarizePayoutList } from '../apps/api/src/modules/payout-lists/get-payout-list.ts';
import { uploadPayoutList } from '../apps/api/src/modules/payout-lists/upload-payout-list.ts';
import { type Database, openDatabase } from '../apps/api/src/platform/db/client.ts';
import { createFreshDatabase } from '../apps/api/src/platform/db/fresh-database.ts';
import { newId } from '../apps/api/src/platform/db/ids.ts';
import { merchants, shops } from '../apps/api/src/platform/db/schema/index.ts';

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    'xlsx-rows': { type: 'string', default: '10000' },
    'csv-rows': { type: 'string', default: '100000' },
  },
});
const XLSX_ROWS = Number(args['xlsx-rows']);
const CSV_ROWS = Number(args['csv-rows']);
const MIB = 1024 * 1024;

async function openBenchDatabase(): Promise<{
  database: Database;
  where: string;
  drop: () => Promise<void>;
}> {
  if (args.memory) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return { database, where: 'PGlite (in memory)', drop: async () => {} };
  }
  if (args.pglite) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lists-'));
    const database = await openDatabase({ dataDir });
    await database.migrate();
    return {
      database,
      where: `PGlite (on disk, ${dataDir})`,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const fresh = await createFreshDatabase(serverUrl, 'bench_lists');
  const database = await openDatabase({ url: fresh.url, dataDir: 'unused' });
  if (database.raw.kind === 'postgres') database.raw.pool.on('error', () => {});
  await database.migrate();
  return { database, where: `PostgreSQL (fresh database on ${new URL(serverUrl).host})`, drop: fresh.drop };
}

/** A row as merchants write them: mostly good, a few bad ones (so validation has work to do). */
function row(i: number): [string, string, number | string, string] {
  const phone = `0197${String(i % 1_000_000).padStart(6, '0')}`;
  if (i % 97 === 0) return [phone, 'MOOV', 1000, `Ligne ${i}`]; // network mismatch
  if (i % 89 === 0) return [phone, 'MTN', 'mille', `Ligne ${i}`]; // amount not a number
  return [phone, 'MTN', 500 + (i % 5000), `Salaire ${i}`];
}

function makeXlsx(rows: number): Buffer {
  const data: (string | number)[][] = [['numero', 'reseau', 'montant', 'motif']];
  for (let i = 0; i < rows; i++) data.push(row(i));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'Paiements');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function makeCsv(rows: number): Buffer {
  const lines = ['numero;reseau;montant;motif'];
  for (let i = 0; i < rows; i++) lines.push(row(i).join(';'));
  return Buffer.from(lines.join('\n'));
}

/** Samples RSS every 10 ms while `work` runs; answers its time and the peak seen. */
async function measure<T>(work: () => Promise<T>) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

const { database, where, drop } = await openBenchDatabase();
try {
  const db = database.db;
  const merchantId = newId('mch');
  const shopId = newId('shp');
  await db.insert(merchants).values({ id: merchantId, businessName: 'Bench', country: 'BJ' });
  await db.insert(shops).values({ id: shopId, merchantId, mode: 0, name: 'Bench shop' });
  const actor = { merchantId, mode: 0 as const, userId: 'usr_bench' };

  console.log(`payout-lists bench on ${where}, Node ${process.version}, compiled JavaScript`);
  console.log(`RSS with the database open and migrated: ${(process.memoryUsage().rss / MIB).toFixed(0)} MiB`);
  const lines: string[] = [];
  for (const [kind, rows, targetMs] of [
    ['xlsx', XLSX_ROWS, 2_000],
    ['csv', CSV_ROWS, 20_000],
  ] as const) {
    const generated = performance.now();
    const data = kind === 'xlsx' ? makeXlsx(rows) : makeCsv(rows);
    const generateMs = performance.now() - generated;
    const run = await measure(() =>
      uploadPayoutList(db, actor, { shopId, sameNetwork: null, fileName: `bench.${kind}`, data }),
    );
    const summary = await summarizePayoutList(db, run.result);
    if (summary.rows !== rows) throw new Error(`${kind}: ${summary.rows} rows staged, ${rows} expected`);
    const rate = Math.round((rows / run.ms) * 1000);
    const verdict = run.ms <= targetMs && (kind === 'xlsx' || run.peak <= 512 * MIB) ? 'OK' : 'MISSED';
    lines.push(
      `${kind.padEnd(5)} ${String(rows).padStart(7)} rows  ${(data.length / MIB).toFixed(1).padStart(5)} MiB file` +
        `  generate ${generateMs.toFixed(0).padStart(5)} ms  parse+validate+stage ${run.ms.toFixed(0).padStart(6)} ms` +
        ` (${rate} rows/s, target ≤ ${targetMs} ms)  peak RSS ${(run.peak / MIB).toFixed(0)} MiB` +
        `  valid ${summary.valid} / invalid ${summary.invalid}  ${verdict}`,
    );
    console.log(lines.at(-1));
  }
  console.log(
    `process max RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB (target for the CSV ≤ 512 MiB)`,
  );
} finally {
  await database.close();
  await drop();
}
