import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type LedgerAccountKind, ledgerAccounts, ledgerEntries } from '../../platform/db/schema/index.ts';
import { runStatement, statement } from '../../platform/db/statement.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type PostingRow = { accountId: string; amount: bigint };
export type LedgerEntryWithPostings = LedgerEntryRow & { postings: PostingRow[] };

/** Rows of a raw statement, for both drivers (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type PostStatementResult =
  | { status: 'posted'; entryId: string; createdAt: Date }
  | { status: 'exists'; entryId: string }
  | { status: 'insufficient_funds'; accountId: string; balance: bigint }
  | { status: 'mode_mismatch' | 'currency_mismatch'; accountId: string }
  | { status: 'not_found' }
  | { status: 'invalid' | 'duplicate_account'; accountId: string | null }
  | { status: 'unbalanced'; sum: bigint };

const postEntryCall = statement(
  'ledger_post_entry',
  `SELECT o_status, o_entry_id, o_created_at, o_account_id, o_balance
   FROM ledger_post_entry($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::text[], $10::bigint[])`,
);

/**
 * Posts an entry in one statement (the `ledger_post_entry` function, whose one definition is
 * `sql/ledger-post-entry.sql`): refuses an entry that is not one (unbalanced, an account twice,
 * fewer than two postings), locks the accounts in id order, refuses an overdraft, writes the
 * entry, its postings and the cached balances (see docs/ledger.md). Writes nothing unless the
 * answer is `posted`; `exists` names the entry that already holds the idempotency key. One round
 * trip, so the locks are held as briefly as possible; a named prepared statement on PostgreSQL
 * (parsed and planned once per connection).
 */
export async function postEntryStatement(
  tx: Db,
  entry: typeof ledgerEntries.$inferInsert,
  postings: PostingRow[],
): Promise<PostStatementResult> {
  const accounts = postings.map((p) => p.accountId);
  const amounts = postings.map((p) => p.amount.toString());
  const metadata = entry.metadata == null ? null : JSON.stringify(entry.metadata);
  const rows = (await runStatement(tx, postEntryCall, [
    entry.id,
    entry.mode,
    entry.kind,
    entry.reference,
    entry.idempotencyKey,
    entry.merchantId ?? null,
    entry.shopId ?? null,
    metadata,
    accounts,
    amounts,
  ])) as {
    o_status: PostStatementResult['status'];
    o_entry_id: string | null;
    o_created_at: Date | string | null;
    o_account_id: string | null;
    o_balance: string | bigint | null;
  }[];
  const row = rows[0]!;
  switch (row.o_status) {
    case 'posted':
      return { status: 'posted', entryId: row.o_entry_id!, createdAt: new Date(row.o_created_at!) };
    case 'exists':
      return { status: 'exists', entryId: row.o_entry_id! };
    case 'insufficient_funds':
      return { status: 'insufficient_funds', accountId: row.o_account_id!, balance: BigInt(row.o_balance!) };
    case 'mode_mismatch':
    case 'currency_mismatch':
      return { status: row.o_status, accountId: row.o_account_id! };
    case 'invalid':
    case 'duplicate_account':
      return { status: row.o_status, accountId: row.o_account_id };
    case 'unbalanced':
      return { status: 'unbalanced', sum: BigInt(row.o_balance!) };
    default:
      return { status: 'not_found' };
  }
}

const settlementAccountsQuery = statement(
  'ledger_settlement_accounts',
  `SELECT id, kind FROM ledger_accounts
   WHERE shop_id = $1 AND mode = $2 AND kind = 'available' AND shard = 0
   UNION ALL
   SELECT id, kind FROM ledger_accounts
   WHERE shop_id IS NULL AND merchant_id IS NULL AND user_id IS NULL AND mode = $2
     AND kind = 'operator_clearing' AND coalesce(operator, '') = $3 AND shard = $4
   UNION ALL
   SELECT id, kind FROM ledger_accounts
   WHERE shop_id IS NULL AND merchant_id IS NULL AND user_id IS NULL AND mode = $2
     AND kind = 'platform_fees' AND coalesce(operator, '') = '' AND shard = $4`,
);

/**
 * The ids of a shop's available account and of one shard of the operator's clearing account and
 * of the fee revenue, those that exist: three index look-ups in one prepared statement.
 */
export async function findSettlementAccounts(
  db: Db,
  input: { shopId: string; mode: number; operator: string; shard: number },
): Promise<Map<string, string>> {
  const rows = (await runStatement(db, settlementAccountsQuery, [
    input.shopId,
    input.mode,
    input.operator,
    input.shard,
  ])) as { id: string; kind: string }[];
  return new Map(rows.map((r) => [r.kind, r.id]));
}

/**
 * The same for several shops and operators at once (a batch of settlements), in one statement:
 * the available accounts of the shops, one shard of each operator's clearing account and of the
 * fee revenue of each mode, those that exist. Keys: `available:<shop>:<mode>`,
 * `operator_clearing:<mode>:<operator>`, `platform_fees:<mode>`.
 */
export async function findSettlementAccountsOfMany(
  db: Db,
  input: {
    shops: { shopId: string; mode: number }[];
    operators: { mode: number; operator: string }[];
    shard: number;
  },
): Promise<Map<string, string>> {
  const modes = [...new Set([...input.shops.map((s) => s.mode), ...input.operators.map((o) => o.mode)])];
  const rows = await rowsOf<{ id: string; key: string }>(
    db,
    sql`SELECT a.id, 'available:' || a.shop_id || ':' || a.mode AS key FROM ledger_accounts a
        JOIN unnest(${sql.param(input.shops.map((s) => s.shopId))}::text[], ${sql.param(input.shops.map((s) => s.mode))}::int[])
          AS k(shop_id, mode) ON a.shop_id = k.shop_id AND a.mode = k.mode
        WHERE a.kind = 'available' AND a.shard = 0
        UNION ALL
        SELECT a.id, 'operator_clearing:' || a.mode || ':' || a.operator FROM ledger_accounts a
        JOIN unnest(${sql.param(input.operators.map((o) => o.mode))}::int[], ${sql.param(input.operators.map((o) => o.operator))}::text[])
          AS k(mode, operator) ON a.mode = k.mode AND a.operator = k.operator
        WHERE a.shop_id IS NULL AND a.merchant_id IS NULL AND a.user_id IS NULL
          AND a.kind = 'operator_clearing' AND a.shard = ${input.shard}
        UNION ALL
        SELECT a.id, 'platform_fees:' || a.mode FROM ledger_accounts a
        WHERE a.shop_id IS NULL AND a.merchant_id IS NULL AND a.user_id IS NULL AND a.mode = ANY(${sql.param(modes)}::int[])
          AND a.kind = 'platform_fees' AND coalesce(a.operator, '') = '' AND a.shard = ${input.shard}`,
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

export async function getEntryByIdempotencyKey(
  db: Db,
  idempotencyKey: string,
): Promise<LedgerEntryWithPostings | undefined> {
  const [entry] = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, idempotencyKey))
    .limit(1);
  if (!entry) return undefined;
  // A posting to a bucket of a split account (shard > 0) is shown on the account (its shard 0),
  // and the buckets of one account summed: the movement as it was asked.
  const rows = await rowsOf<{ account_id: string; amount: string }>(
    db,
    sql`SELECT coalesce(m.id, a.id) AS account_id, sum(p.amount)::text AS amount
        FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id
        LEFT JOIN ledger_accounts m ON a.shop_id IS NOT NULL AND a.shard > 0
          AND m.shop_id = a.shop_id AND m.mode = a.mode AND m.kind = a.kind AND m.shard = 0
        WHERE p.entry_id = ${entry.id}
        GROUP BY coalesce(m.id, a.id)
        ORDER BY 1`,
  );
  const postings = rows.map((r) => ({ accountId: r.account_id, amount: BigInt(r.amount) }));
  return { ...entry, postings };
}

/** Creates the missing accounts of the list; an account another transaction created first is kept. */
export async function insertAccountsIfMissing(db: Db, rows: (typeof ledgerAccounts.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(ledgerAccounts).values(rows).onConflictDoNothing();
}

export async function findShopAccounts(db: Db, shopId: string, mode: number): Promise<LedgerAccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.shopId, shopId), eq(ledgerAccounts.mode, mode)));
}

export async function getPlatformAccountByKind(
  db: Db,
  mode: number,
  kind: LedgerAccountKind,
  operator: string | null,
  shard = 0,
): Promise<LedgerAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        isNull(ledgerAccounts.shopId),
        eq(ledgerAccounts.mode, mode),
        eq(ledgerAccounts.kind, kind),
        operator === null ? isNull(ledgerAccounts.operator) : eq(ledgerAccounts.operator, operator),
        eq(ledgerAccounts.shard, shard),
      ),
    )
    .limit(1);
  return row;
}

// ---- Proofs (check-ledger) -------------------------------------------------------------------

export async function countLedger(db: Db) {
  const [row] = await rowsOf<{ accounts: string; entries: string; postings: string; total: string }>(
    db,
    sql`SELECT (SELECT count(*) FROM ledger_accounts)::text AS accounts,
               (SELECT count(*) FROM ledger_entries)::text AS entries,
               (SELECT count(*) FROM ledger_postings)::text AS postings,
               (SELECT coalesce(sum(balance), 0) FROM ledger_accounts)::text AS total`,
  );
  return {
    accounts: Number(row!.accounts),
    entries: Number(row!.entries),
    postings: Number(row!.postings),
    totalBalance: BigInt(row!.total),
  };
}

/** Accounts whose cached balance or version differs from their postings' sum or count. */
export async function findBalanceMismatches(db: Db, limit: number) {
  const rows = await rowsOf<{
    id: string;
    balance: string;
    computed: string;
    version: string;
    count: string;
  }>(
    db,
    sql`SELECT a.id, a.balance::text AS balance, coalesce(s.total, 0)::text AS computed,
               a.version::text AS version, coalesce(s.n, 0)::text AS count
        FROM ledger_accounts a
        LEFT JOIN (SELECT account_id, sum(amount) AS total, count(*) AS n
                   FROM ledger_postings GROUP BY account_id) s ON s.account_id = a.id
        WHERE a.balance <> coalesce(s.total, 0) OR a.version <> coalesce(s.n, 0)
        ORDER BY a.id LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    accountId: r.id,
    cached: BigInt(r.balance),
    computed: BigInt(r.computed),
    version: BigInt(r.version),
    postings: BigInt(r.count),
  }));
}

/** Entries whose postings do not sum to zero, or that have fewer than two postings. */
export async function findUnbalancedEntries(db: Db, limit: number) {
  const rows = await rowsOf<{ id: string; total: string; count: string }>(
    db,
    sql`SELECT e.id, coalesce(sum(p.amount), 0)::text AS total, count(p.account_id)::text AS count
        FROM ledger_entries e LEFT JOIN ledger_postings p ON p.entry_id = e.id
        GROUP BY e.id
        HAVING coalesce(sum(p.amount), 0) <> 0 OR count(p.account_id) < 2
        ORDER BY e.id LIMIT ${limit}`,
  );
  return rows.map((r) => ({ entryId: r.id, sum: BigInt(r.total), postings: Number(r.count) }));
}

/** Accounts that may not go below zero and did. */
export async function findNegativeAccounts(db: Db, limit: number) {
  const rows = await rowsOf<{ id: string; balance: string }>(
    db,
    sql`SELECT id, balance::text AS balance FROM ledger_accounts
        WHERE NOT allow_negative AND balance < 0 ORDER BY id LIMIT ${limit}`,
  );
  return rows.map((r) => ({ accountId: r.id, balance: BigInt(r.balance) }));
}

/**
 * Split accounts whose rows disagree: a bucket (shard > 0) without its shard 0, a row whose
 * bucket count differs from its shard 0's, or fewer rows than the count says.
 */
export async function findBrokenBuckets(db: Db, limit: number) {
  const rows = await rowsOf<{ shop_id: string; mode: number; kind: string; problem: string }>(
    db,
    sql`SELECT a.shop_id, a.mode, a.kind,
               CASE WHEN count(*) FILTER (WHERE a.shard = 0) = 0 THEN 'no shard 0'
                    WHEN count(DISTINCT a.buckets) > 1 THEN 'bucket counts differ'
                    ELSE 'buckets missing' END AS problem
        FROM ledger_accounts a
        WHERE a.shop_id IS NOT NULL
        GROUP BY a.shop_id, a.mode, a.kind
        HAVING count(*) FILTER (WHERE a.shard = 0) = 0 OR count(DISTINCT a.buckets) > 1
            OR count(*) <> max(a.buckets)
        ORDER BY 1, 2, 3 LIMIT ${limit}`,
  );
  return rows.map((r) => ({ shopId: r.shop_id, mode: Number(r.mode), kind: r.kind, problem: r.problem }));
}

/**
 * Postings whose entry or account does not exist: the foreign keys (back since migration 0028)
 * refuse them; this proves it of the whole table, rows written while they were dropped included.
 */
export async function findOrphanPostings(db: Db, limit: number) {
  const rows = await rowsOf<{ entry_id: string; account_id: string; missing: 'entry' | 'account' | 'both' }>(
    db,
    sql`SELECT p.entry_id, p.account_id,
               CASE WHEN e.id IS NULL AND a.id IS NULL THEN 'both'
                    WHEN e.id IS NULL THEN 'entry' ELSE 'account' END AS missing
        FROM ledger_postings p
        LEFT JOIN ledger_entries e ON e.id = p.entry_id
        LEFT JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.id IS NULL OR a.id IS NULL
        ORDER BY p.entry_id, p.account_id LIMIT ${limit}`,
  );
  return rows.map((r) => ({ entryId: r.entry_id, accountId: r.account_id, missing: r.missing }));
}

/**
 * Entries whose merchant or shop does not exist. Checked here because since migration 0037 the
 * entries name them without foreign keys (the trigger `ledger_entries_owners` checks each statement).
 */
export async function findOrphanEntries(db: Db, limit: number) {
  const rows = await rowsOf<{
    id: string;
    merchant_id: string | null;
    shop_id: string | null;
    missing: 'merchant' | 'shop' | 'both';
  }>(
    db,
    sql`SELECT e.id, e.merchant_id, e.shop_id,
               CASE WHEN e.merchant_id IS NOT NULL AND m.id IS NULL AND e.shop_id IS NOT NULL AND s.id IS NULL THEN 'both'
                    WHEN e.merchant_id IS NOT NULL AND m.id IS NULL THEN 'merchant' ELSE 'shop' END AS missing
        FROM ledger_entries e
        LEFT JOIN merchants m ON m.id = e.merchant_id
        LEFT JOIN shops s ON s.id = e.shop_id
        WHERE (e.merchant_id IS NOT NULL AND m.id IS NULL) OR (e.shop_id IS NOT NULL AND s.id IS NULL)
        ORDER BY e.id LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    entryId: r.id,
    merchantId: r.merchant_id,
    shopId: r.shop_id,
    missing: r.missing,
  }));
}

/** Postings that move an account of the other mode than their entry (live and sandbox mixed). */
export async function findModeMismatches(db: Db, limit: number) {
  const rows = await rowsOf<{ entry_id: string; account_id: string }>(
    db,
    sql`SELECT p.entry_id, p.account_id FROM ledger_postings p
        JOIN ledger_entries e ON e.id = p.entry_id
        JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.mode <> e.mode ORDER BY p.entry_id, p.account_id LIMIT ${limit}`,
  );
  return rows.map((r) => ({ entryId: r.entry_id, accountId: r.account_id }));
}
