/**
 * `npm run ledger:check`: proves the ledger of the configured database (DATABASE_URL, else the
 * PGlite data directory under ./var) from its journal. Exits 1 on any mismatch.
 * On PGlite, stop the server first: an embedded database has one process at a time.
 */
import { checkLedger, type LedgerCheckReport } from '../apps/api/src/modules/ledger/check-ledger.ts';
import { loadConfig } from '../apps/api/src/platform/config/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';

const config = loadConfig();
const where = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : config.dataDir;
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });

function line(ok: boolean, text: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${text}`);
}

function print(report: LedgerCheckReport) {
  console.log(
    `ledger:check on ${database.kind} (${where}): ${report.accounts} accounts, ${report.entries} entries, ${report.postings} postings`,
  );
  line(
    report.balanceMismatches.length === 0,
    'every cached balance (and version) equals the sum (and count) of its postings',
  );
  for (const m of report.balanceMismatches) {
    console.log(
      `      ${m.accountId}: cached ${m.cached}, postings sum ${m.computed} (version ${m.version}, ${m.postings} postings)`,
    );
  }
  line(report.unbalancedEntries.length === 0, 'every entry has two postings or more, summing to zero');
  for (const e of report.unbalancedEntries)
    console.log(`      ${e.entryId}: sum ${e.sum}, ${e.postings} postings`);
  line(report.negativeAccounts.length === 0, 'no merchant account below zero');
  for (const a of report.negativeAccounts) console.log(`      ${a.accountId}: ${a.balance}`);
  line(report.orphanPostings.length === 0, "every posting's entry and account exist");
  for (const o of report.orphanPostings)
    console.log(`      entry ${o.entryId}, account ${o.accountId}: ${o.missing} missing`);
  line(report.orphanEntries.length === 0, "every entry's merchant and shop exist");
  for (const o of report.orphanEntries)
    console.log(
      `      entry ${o.entryId} (merchant ${o.merchantId}, shop ${o.shopId}): ${o.missing} missing`,
    );
  line(report.modeMismatches.length === 0, 'no posting mixes live and sandbox');
  for (const m of report.modeMismatches) console.log(`      entry ${m.entryId} moves ${m.accountId}`);
  line(report.brokenBuckets.length === 0, 'every account split into buckets has all its rows');
  for (const b of report.brokenBuckets)
    console.log(`      ${b.shopId} mode ${b.mode} ${b.kind}: ${b.problem}`);
  line(report.reserveMismatches.length === 0, 'every reserve account holds exactly its unreleased holds');
  for (const r of report.reserveMismatches)
    console.log(`      ${JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`);
  line(report.rollupMismatches.length === 0, "the dashboards' rollups equal the sums of their rows");
  for (const r of report.rollupMismatches)
    console.log(`      ${r.table} ${r.key}: kept ${r.kept}, rows ${r.computed}`);
  line(report.totalBalance === 0n, `all balances sum to zero (${report.totalBalance})`);
  console.log(report.ok ? 'LEDGER OK' : 'LEDGER MISMATCH');
}

let exitCode = 1;
try {
  const report = await checkLedger(database.db);
  print(report);
  exitCode = report.ok ? 0 : 1;
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`ledger:check could not read the ledger of ${where}: ${message}`);
  if (/does not exist/.test(message)) console.error('Start the API once to apply the migrations.');
} finally {
  await database.close();
}
process.exit(exitCode);
