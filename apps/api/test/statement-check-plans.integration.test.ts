import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntries } from '../src/modules/ledger/post-entries.ts';
import type { PostEntryInput } from '../src/modules/ledger/post-entry.ts';
import type { Database, Db } from '../src/platform/db/client.ts';
import {
  collectionSettled,
  createLedgerShop,
  type LedgerShop,
  settlementAccounts,
} from './ledger-fixtures.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * The statement triggers that stand in for foreign keys (migrations 0037, 0038) check each
 * statement's new rows with `NOT EXISTS` look-ups. PL/pgSQL plans such a query once per connection
 * from the statistics of that moment; on tables never analyzed (a new server, PGlite, which has no
 * autovacuum) it could be a hash anti join over the whole referenced table, kept for the
 * connection's life, so every settlement read the whole ledger. Migration 0040 leaves these
 * functions only index look-ups.
 */
let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

type Rows<T> = { rows: T[] };

// Each trigger function, the table whose new rows it checks (its transition table stands for them),
// and the tables its look-ups must reach by key.
const CHECKS = [
  {
    fn: 'ledger_postings_balanced',
    newRows: 'new_postings',
    like: 'ledger_postings',
    reads: ['ledger_entries', 'ledger_accounts'],
  },
  {
    fn: 'ledger_entries_owners',
    newRows: 'new_entries',
    like: 'ledger_entries',
    reads: ['merchants', 'shops'],
  },
  {
    fn: 'transaction_events_transaction',
    newRows: 'new_events',
    like: 'transaction_events',
    reads: ['transactions'],
  },
  {
    fn: 'webhook_events_owners',
    newRows: 'new_events',
    like: 'webhook_events',
    reads: ['merchants', 'shops'],
  },
] as const;

/**
 * The plan of each `NOT EXISTS` look-up in a trigger function's own source, under the function's
 * own settings (`proconfig`), on this fresh database's never-analyzed tables, with a table of the
 * checked table's shape under the transition table's name.
 */
async function lookupPlans(fn: string, newRows: string, like: string): Promise<string[]> {
  const [proc] = (
    (await db.execute(sql`SELECT proconfig, prosrc FROM pg_proc WHERE proname = ${fn}`)) as unknown as Rows<{
      proconfig: string[] | null;
      prosrc: string;
    }>
  ).rows;
  if (!proc) throw new Error(`function ${fn} not found`);
  const lookups = [...proc.prosrc.matchAll(/SELECT[^;]*?NOT EXISTS[^;]*;/g)].map((m) =>
    m[0].replace(/\bINTO\s+bad\b/, '').replace(/;$/, ''),
  );
  expect(lookups.length, `${fn}: its NOT EXISTS look-ups`).toBeGreaterThan(0);
  return db.transaction(async (tx) => {
    for (const setting of proc.proconfig ?? []) {
      const [name, value] = setting.split('=');
      await tx.execute(sql.raw(`SET LOCAL ${name} = ${value}`));
    }
    await tx.execute(sql.raw(`CREATE TEMP TABLE ${newRows} (LIKE ${like}) ON COMMIT DROP`));
    const plans: string[] = [];
    for (const lookup of lookups) {
      const result = (await tx.execute(sql.raw(`EXPLAIN ${lookup}`))) as unknown as Rows<{
        'QUERY PLAN': string;
      }>;
      plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  });
}

describe('the statement checks look each new row up by key, whatever the statistics', () => {
  it.each(CHECKS)(
    '$fn: a nested loop of index look-ups into $reads',
    async ({ fn, newRows, like, reads }) => {
      const plans = await lookupPlans(fn, newRows, like);
      const all = plans.join('\n');
      for (const plan of plans) expect(plan).toContain('Nested Loop Anti Join');
      expect(all).not.toMatch(/Hash|Merge/);
      for (const table of reads) {
        expect(all).toMatch(
          new RegExp(`Index (Only )?Scan using \\w+ on ${table}\\b[^\\n]*\\n\\s*Index Cond`),
        );
        expect(all).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
      }
    },
  );
});

function settlements(shop: LedgerShop, accounts: { clearing: string; fees: string }, count: number) {
  return Array.from({ length: count }, () => collectionSettled(shop, accounts, 1_000n));
}

/** Rows read so far from the table, by sequential scans and through its indexes. */
async function rowsRead(table: string): Promise<number> {
  const [row] = (
    (await db.execute(sql`SELECT (SELECT coalesce(seq_tup_read, 0) FROM pg_stat_user_tables WHERE relname = ${table})
        + (SELECT coalesce(sum(idx_tup_read), 0) FROM pg_stat_user_indexes WHERE relname = ${table}) AS n`)) as unknown as Rows<{
      n: string | number;
    }>
  ).rows;
  return Number(row!.n);
}

/** Posts the entries in one statement on one connection, whose table statistics are then published. */
async function postAndPublish(entries: PostEntryInput[]) {
  await db.transaction(async (tx) => {
    await postEntries(tx, entries);
    await tx.execute(sql`SELECT pg_stat_force_next_flush()`);
  });
}

// PGlite (one process, no statistics collector) counts no table reads: this runs on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a settlement on a grown ledger (PostgreSQL)', () => {
  it('reads a few rows per new posting from ledger_entries, not the whole ledger', async () => {
    const shop = await createLedgerShop(db);
    const accounts = await settlementAccounts(db, shop.mode);
    // The first statements plan the checks while the ledger is nearly empty, as on a new server.
    for (let i = 0; i < 30; i++) await postAndPublish(settlements(shop, accounts, 50));
    const before = await rowsRead('ledger_entries');
    await postAndPublish(settlements(shop, accounts, 20));
    const read = (await rowsRead('ledger_entries')) - before;
    // 20 entries and 40 postings: a look-up per posting and the entries' own unique checks. A plan
    // over the whole table reads the 1,500 entries already there.
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(300);
  });
});
