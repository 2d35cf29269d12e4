/**
 * What PostgreSQL did during a bench run, for `--pg-stats` (bench:collections): the statements of
 * the bench database by execution time (pg_stat_statements, when the server preloads it), the
 * row versions written per table (updates, and how many were HOT: no index entry written), and
 * the index entries read and written per index. Take a snapshot before the run, print after.
 */
import pg from 'pg';

type TableCounts = { ins: number; upd: number; hot: number; del: number };
type Snapshot = { tables: Map<string, TableCounts>; indexes: Map<string, number>; wal: WalCounts };
type WalCounts = { records: number; bytes: number; syncs: number };

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the server collects statement statistics; creates the extension in the database if so. */
async function statementsAvailable(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ on: boolean }>(
    `SELECT current_setting('shared_preload_libraries') LIKE '%pg_stat_statements%' AS on`,
  );
  if (!rows[0]?.on) return false;
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  return true;
}

async function snapshot(client: pg.Client): Promise<Snapshot> {
  // The statistics collector's figures of this transaction's start: ask for fresh ones.
  await client.query('SELECT pg_stat_clear_snapshot()');
  const tables = await client.query<{ relname: string } & Record<keyof TableCounts, string>>(
    `SELECT relname, n_tup_ins AS ins, n_tup_upd AS upd, n_tup_hot_upd AS hot, n_tup_del AS del
     FROM pg_stat_user_tables WHERE schemaname = 'public'`,
  );
  const indexes = await client.query<{ name: string; tup: string }>(
    `SELECT relname || '.' || indexrelname AS name, idx_scan AS tup FROM pg_stat_user_indexes`,
  );
  const wal = await client.query<Record<keyof WalCounts, string>>(
    'SELECT wal_records AS records, wal_bytes AS bytes, wal_sync AS syncs FROM pg_stat_wal',
  );
  const w = wal.rows[0]!;
  return {
    wal: { records: Number(w.records), bytes: Number(w.bytes), syncs: Number(w.syncs) },
    tables: new Map(
      tables.rows.map((r) => [
        r.relname,
        { ins: Number(r.ins), upd: Number(r.upd), hot: Number(r.hot), del: Number(r.del) },
      ]),
    ),
    indexes: new Map(indexes.rows.map((r) => [r.name, Number(r.tup)])),
  };
}

/** Resets the statement statistics and answers a snapshot of the table counters. */
export async function startPgProfile(url: string): Promise<Snapshot> {
  return withClient(url, async (client) => {
    if (await statementsAvailable(client)) await client.query('SELECT pg_stat_statements_reset()');
    return snapshot(client);
  });
}

/** Prints what happened since `before`, per collection (`count` requests sent). */
export async function printPgProfile(url: string, before: Snapshot, count: number): Promise<void> {
  await withClient(url, async (client) => {
    // The collector publishes backends' counters at most every 500 ms.
    await new Promise((r) => setTimeout(r, 1_000));
    const after = await snapshot(client);
    const per = (n: number) => (n / count).toFixed(2);
    console.log(
      `  PostgreSQL WAL during the run (the whole server's, per request sent): ${per(after.wal.records - before.wal.records)} records, ${per(after.wal.bytes - before.wal.bytes)} bytes, ${per(after.wal.syncs - before.wal.syncs)} flushes to disk`,
    );
    console.log('  PostgreSQL, row versions written during the run (per request sent):');
    for (const [table, now] of after.tables) {
      const was = before.tables.get(table) ?? { ins: 0, upd: 0, hot: 0, del: 0 };
      const d = {
        ins: now.ins - was.ins,
        upd: now.upd - was.upd,
        hot: now.hot - was.hot,
        del: now.del - was.del,
      };
      if (d.ins + d.upd + d.del === 0) continue;
      console.log(
        `    ${table}: inserts ${(d.ins / count).toFixed(2)}, updates ${(d.upd / count).toFixed(2)} (HOT ${d.upd ? ((100 * d.hot) / d.upd).toFixed(0) : 0} %), deletes ${(d.del / count).toFixed(2)}`,
      );
    }
    const { rows: indexCount } = await client.query<{ relname: string; n: string }>(
      `SELECT relname, count(*) AS n FROM pg_stat_user_indexes GROUP BY relname`,
    );
    const counts = indexCount.map((r) => `${r.relname} ${r.n}`).filter((s) => /^transactions /.test(s));
    if (counts.length) console.log(`    indexes: ${counts.join(', ')}`);
    const scans = [...after.indexes]
      .filter(([name]) => name.startsWith('transactions.'))
      .map(([name, n]) => `${name.slice('transactions.'.length)} ${n - (before.indexes.get(name) ?? 0)}`);
    console.log(`    scans of the transactions indexes: ${scans.join(', ')}`);
    if (!(await statementsAvailable(client))) {
      console.log('  (pg_stat_statements is not preloaded on this server: no statement figures)');
      return;
    }
    const { rows } = await client.query<{
      query: string;
      calls: string;
      rows: string;
      exec: number;
      plan: number;
    }>(
      `SELECT query, calls, rows, total_exec_time AS exec, total_plan_time AS plan
       FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       ORDER BY total_exec_time DESC LIMIT 25`,
    );
    const total = rows.reduce((sum, r) => sum + r.exec + r.plan, 0);
    const { rows: all } = await client.query<{ calls: string; plans: string }>(
      `SELECT sum(calls) AS calls, sum(plans) AS plans FROM pg_stat_statements
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND toplevel`,
    );
    console.log(
      `  PostgreSQL statements sent (per request sent): ${per(Number(all[0]?.calls ?? 0))}, planned ${per(Number(all[0]?.plans ?? 0))} (plans counted with pg_stat_statements.track_planning)`,
    );
    console.log(
      `  PostgreSQL statements by execution time (top 25: ${total.toFixed(0)} ms, ${(total / count).toFixed(3)} ms per request sent):`,
    );
    for (const r of rows) {
      const text = r.query.replace(/\s+/g, ' ').slice(0, 110);
      console.log(
        `    ${((r.exec + r.plan) / count).toFixed(3)} ms/req  ${r.calls} calls  ${(r.exec / Number(r.calls)).toFixed(3)} ms/call  ${r.rows} rows  ${text}`,
      );
    }
  });
}
