import type { TransactionListFilters, TransactionPublicStatus } from '@platform/contracts';
import { and, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transactions } from '../../platform/db/schema/index.ts';
import { OPEN_STATES } from '../collections/collection-states.ts';
import type { TransactionRow } from '../collections/transactions-repository.ts';
import type { TransactionPosition } from './transaction-cursor.ts';
import { phoneCandidates } from './transaction-search.ts';

export type ListScope = { merchantId: string; shopId: string; mode: 0 | 1 };
/** A staff list (back-office): every merchant's rows of a mode, or one merchant's, or one shop's. */
export type StaffListScope = { merchantId?: string | undefined; shopId?: string | undefined; mode: 0 | 1 };
export type ListFilters = Omit<TransactionListFilters, 'sort' | 'order'>;
export type ListOrder = Pick<TransactionListFilters, 'sort' | 'order'>;

const STATES_OF: Record<TransactionPublicStatus, readonly string[]> = {
  PENDING: OPEN_STATES,
  SUCCESSFUL: ['SUCCESSFUL'],
  FAILED: ['FAILED'],
};

/**
 * The WHERE of a list: always the shop and mode, then each filter given. The shop was checked to
 * be the caller merchant's (transactionScope), so the merchant is implied; leaving it out of the
 * SQL lets counts run on the indexes alone.
 */
export function listConditions(scope: ListScope | StaffListScope, filters: ListFilters): SQL {
  const conditions: (SQL | undefined)[] = [
    scope.shopId ? eq(transactions.shopId, scope.shopId) : undefined,
    scope.merchantId && !scope.shopId ? eq(transactions.merchantId, scope.merchantId) : undefined,
    eq(transactions.mode, scope.mode),
  ];
  if (filters.status) {
    const states = STATES_OF[filters.status];
    conditions.push(
      states.length === 1 ? eq(transactions.status, states[0]!) : inArray(transactions.status, [...states]),
    );
  }
  if (filters.network) conditions.push(eq(transactions.operator, filters.network));
  if (filters.type) conditions.push(eq(transactions.type, filters.type));
  if (filters.amount_min !== undefined) conditions.push(gte(transactions.amount, BigInt(filters.amount_min)));
  if (filters.amount_max !== undefined) conditions.push(lte(transactions.amount, BigInt(filters.amount_max)));
  if (filters.from) conditions.push(gte(transactions.createdAt, new Date(filters.from)));
  if (filters.to) conditions.push(lt(transactions.createdAt, new Date(filters.to)));
  if (filters.q) {
    const phones = phoneCandidates(filters.q);
    conditions.push(
      or(
        eq(transactions.reference, filters.q),
        eq(transactions.merchantReference, filters.q),
        phones.length > 0 ? inArray(transactions.phoneNumber, phones) : undefined,
      ),
    );
  }
  return and(...conditions)!;
}

/** The sort value of a row as PostgreSQL holds it (microseconds kept), for cursors. */
const sortValueOf = (sort: ListOrder['sort']) =>
  sort === 'amount'
    ? sql<string>`${transactions.amount}::text`
    : sql<string>`to_char(${transactions.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * ORDER BY words that match the indexes exactly, NULLS included: the date indexes are
 * `created_at DESC NULLS LAST, id DESC NULLS LAST` (PostgreSQL's own DESC means NULLS FIRST, which
 * such an index cannot serve: the planner would sort the whole shop), the amount index is
 * `amount, id` (ASC NULLS LAST). Each direction is the index read forwards or backwards.
 */
export const LIST_ORDER_SQL = {
  created_at: { desc: 'DESC NULLS LAST', asc: 'ASC NULLS FIRST' },
  amount: { desc: 'DESC NULLS FIRST', asc: 'ASC NULLS LAST' },
} as const;

/**
 * Up to `limit` rows after (or before) a position, in the list's order; rows read backwards are
 * returned in the list's order too. Keyset: the index on (shop, mode, sort column, id) is walked
 * from the position, so a deep page costs what the first one does.
 */
export async function findTransactionRows(
  db: Db,
  where: SQL,
  order: ListOrder,
  limit: number,
  position?: TransactionPosition,
): Promise<{ row: TransactionRow; sortValue: string }[]> {
  const column = order.sort === 'amount' ? transactions.amount : transactions.createdAt;
  const backwards = position?.dir === 'p';
  const descending = (order.order === 'desc') !== backwards;
  const conditions = [where];
  if (position) {
    const value =
      order.sort === 'amount' ? sql`${position.value}::bigint` : sql`${position.value}::timestamptz`;
    conditions.push(
      descending
        ? sql`(${column}, ${transactions.id}) < (${value}, ${position.id})`
        : sql`(${column}, ${transactions.id}) > (${value}, ${position.id})`,
    );
  }
  const direction = sql.raw(LIST_ORDER_SQL[order.sort][descending ? 'desc' : 'asc']);
  const rows = await db
    .select({ row: transactions, sortValue: sortValueOf(order.sort) })
    .from(transactions)
    .where(and(...conditions))
    .orderBy(sql`${column} ${direction}`, sql`${transactions.id} ${direction}`)
    .limit(limit);
  return backwards ? rows.reverse() : rows;
}

/** One page by number (readall's pager): offset paging, kept for the spec's call. */
export async function findTransactionPage(db: Db, where: SQL, page: number, limit: number) {
  return db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(sql`${transactions.createdAt} DESC NULLS LAST`, sql`${transactions.id} DESC NULLS LAST`)
    .limit(limit)
    .offset((page - 1) * limit);
}

/**
 * How long an exact count may run before it gives way to the estimate. A count reads at most
 * `cap` + 1 matching rows, but finding them can take a long scan when a filter has no index of
 * its own (network and amount together, say): the time limit bounds that case too.
 */
export const COUNT_TIME_LIMIT_MS = 25;

function isStatementTimeout(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '57014') return true;
  }
  return false;
}

/**
 * How many rows match, counted up to `cap` + 1 rows only: a filter matching a million rows costs
 * what one matching `cap` does. With `estimate`, PostgreSQL's own estimate of the matching rows
 * (from the planner's statistics: one planning, no scan) is asked first; far past the cap
 * (ESTIMATE_TRUSTED_ABOVE × cap) it is the answer, without counting. Otherwise the rows are
 * counted, on PostgreSQL under COUNT_TIME_LIMIT_MS; past the cap or the time limit the answer is
 * the estimate, never less than what was counted. `exact` is false for an estimate.
 */
export async function countTransactions(
  db: Db,
  where: SQL,
  cap: number,
  options: { estimate?: boolean } = {},
) {
  const inner = db
    .select({ one: sql`1` })
    .from(transactions)
    .where(where)
    .limit(cap + 1);
  const count = async (runner: Db) => {
    const [row] = await runner.select({ n: sql<number>`count(*)::int` }).from(inner.as('capped'));
    return Number(row?.n ?? 0);
  };
  if (!options.estimate) {
    const n = await count(db);
    return n <= cap ? { total: n, exact: true } : { total: cap, exact: false };
  }
  const estimate = await estimateRows(db, where);
  if (estimate > ESTIMATE_TRUSTED_ABOVE * cap) return { total: estimate, exact: false };
  let n: number | null = null;
  try {
    n = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${COUNT_TIME_LIMIT_MS}`));
      return count(tx);
    });
  } catch (error) {
    if (!isStatementTimeout(error)) throw error;
  }
  if (n !== null && n <= cap) return { total: n, exact: true };
  // Past the cap (n = cap + 1) or out of time (n = null): the estimate, at least what was counted.
  return { total: n === null ? estimate : Math.max(n, estimate), exact: false };
}

/** An estimate this many times the cap is taken as it is: the count could only confirm "past the cap". */
export const ESTIMATE_TRUSTED_ABOVE = 10;

/** The planner's estimate of the rows a WHERE matches (EXPLAIN, not run). */
async function estimateRows(db: Db, where: SQL): Promise<number> {
  const result = (await db.execute(
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${transactions} WHERE ${where}`,
  )) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = result.rows[0] ? Object.values(result.rows[0])[0] : undefined;
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as
    | { Plan?: { 'Plan Rows'?: number } }[]
    | undefined;
  const rows = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : 0;
}
