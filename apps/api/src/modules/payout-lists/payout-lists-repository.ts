import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { payoutListRows, payoutLists, payouts } from '../../platform/db/schema/index.ts';

export type PayoutListRow = typeof payoutLists.$inferSelect;
export type PayoutListRowRow = typeof payoutListRows.$inferSelect;
export type NewPayoutRow = typeof payoutListRows.$inferInsert;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const big = (value: unknown): bigint => (value === null || value === undefined ? 0n : BigInt(String(value)));
const num = (value: unknown): number => Number(value ?? 0);

export async function insertPayoutList(db: Db, values: typeof payoutLists.$inferInsert) {
  const [row] = await db.insert(payoutLists).values(values).returning();
  return row!;
}

/**
 * Writes staged rows in ONE statement per batch: each column travels as a single array parameter
 * (INSERT … SELECT FROM unnest), so a batch of 1,000 rows costs a dozen parameters, not 18,000.
 */
export async function insertPayoutRows(db: Db, rows: NewPayoutRow[]) {
  if (rows.length === 0) return;
  const column = <T>(pick: (row: NewPayoutRow) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    INSERT INTO payout_list_rows
      (id, list_id, merchant_id, line, phone_raw, network_raw, amount_raw, motif, phone, network, amount, errors)
    SELECT * FROM unnest(
      ${column((r) => r.id)}::text[],
      ${column((r) => r.listId)}::text[],
      ${column((r) => r.merchantId)}::text[],
      ${column((r) => r.line)}::int[],
      ${column((r) => r.phoneRaw ?? '')}::text[],
      ${column((r) => r.networkRaw ?? '')}::text[],
      ${column((r) => r.amountRaw ?? '')}::text[],
      ${column((r) => r.motif ?? '')}::text[],
      ${column((r) => r.phone ?? null)}::text[],
      ${column((r) => r.network ?? null)}::text[],
      ${column((r) => (r.amount === null || r.amount === undefined ? null : r.amount.toString()))}::bigint[],
      ${column((r) => JSON.stringify(r.errors ?? []))}::jsonb[]
    )`);
}

/** One list, only if it belongs to the merchant and the mode (anything else is "not found"). */
export async function getPayoutListForMerchant(db: Db, id: string, merchantId: string, mode: 0 | 1) {
  const [row] = await db
    .select()
    .from(payoutLists)
    .where(and(eq(payoutLists.id, id), eq(payoutLists.merchantId, merchantId), eq(payoutLists.mode, mode)))
    .limit(1);
  return row;
}

export async function getPayoutList(db: Db, id: string) {
  const [row] = await db.select().from(payoutLists).where(eq(payoutLists.id, id)).limit(1);
  return row;
}

/** Locks the list row for a state change. */
export async function lockPayoutList(db: Db, id: string) {
  const [row] = await db.select().from(payoutLists).where(eq(payoutLists.id, id)).for('update');
  return row;
}

export async function updatePayoutList(db: Db, id: string, patch: Partial<typeof payoutLists.$inferInsert>) {
  const [row] = await db
    .update(payoutLists)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payoutLists.id, id))
    .returning();
  return row!;
}

export async function getPayoutRow(db: Db, listId: string, rowId: string) {
  const [row] = await db
    .select()
    .from(payoutListRows)
    .where(and(eq(payoutListRows.listId, listId), eq(payoutListRows.id, rowId)))
    .limit(1);
  return row;
}

export async function updatePayoutRow(db: Db, rowId: string, patch: Partial<NewPayoutRow>) {
  const [row] = await db
    .update(payoutListRows)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payoutListRows.id, rowId))
    .returning();
  return row!;
}

export async function deletePayoutRow(db: Db, rowId: string) {
  await db.delete(payoutListRows).where(eq(payoutListRows.id, rowId));
}

export async function maxLine(db: Db, listId: string): Promise<number> {
  const [row] = await rowsOf<{ max: unknown }>(
    db,
    sql`SELECT max(line) AS max FROM payout_list_rows WHERE list_id = ${listId}`,
  );
  return num(row?.max);
}

/** Every row of a list in line order (copying a list, exports). */
export function findAllPayoutRows(db: Db, listId: string) {
  return db
    .select()
    .from(payoutListRows)
    .where(eq(payoutListRows.listId, listId))
    .orderBy(asc(payoutListRows.line));
}

/**
 * The rows of a list with what the reader needs: the first line holding the same number, network
 * and amount (a duplicate is any later one), and the payout's status for submitted rows.
 */
const ROWS_CTE = (listId: string) => sql`
  WITH r AS (
    SELECT l.*,
      CASE WHEN l.phone IS NOT NULL AND l.network IS NOT NULL AND l.amount IS NOT NULL
        THEN min(l.line) OVER (PARTITION BY l.phone, l.network, l.amount) END AS first_line,
      p.status AS payout_status,
      p.fee AS payout_fee,
      p.reason_code AS payout_reason
    FROM payout_list_rows l
    LEFT JOIN payouts p ON p.id = l.payout_id
    WHERE l.list_id = ${listId}
  ), v AS (
    SELECT r.*,
      (r.first_line IS NOT NULL AND r.first_line < r.line) AS duplicate,
      CASE
        WHEN r.status = 'SUBMITTED' AND r.payout_status = 'SUCCESSFUL' THEN 'SUCCESSFUL'
        WHEN r.status = 'SUBMITTED' AND r.payout_status = 'FAILED' THEN 'FAILED'
        WHEN r.status = 'SUBMITTED' THEN 'PENDING'
        ELSE r.status
      END AS view_status
    FROM r
  )`;

export type RowFilter = 'all' | 'errors' | 'valid' | 'failed' | 'successful' | 'pending';

const FILTERS: Record<RowFilter, SQL> = {
  all: sql`true`,
  errors: sql`(jsonb_array_length(errors) > 0 OR duplicate)`,
  valid: sql`(jsonb_array_length(errors) = 0 AND NOT duplicate)`,
  failed: sql`view_status = 'FAILED'`,
  successful: sql`view_status = 'SUCCESSFUL'`,
  pending: sql`view_status IN ('QUEUED', 'PENDING')`,
};

export type RowRecord = {
  id: string;
  line: number;
  phone_raw: string;
  network_raw: string;
  amount_raw: string;
  motif: string;
  phone: string | null;
  network: string | null;
  amount: string | null;
  errors: string[];
  duplicate: boolean;
  first_line: number | null;
  view_status: string;
  attempt: number;
  payout_id: string | null;
  payout_reference: string | null;
  failure_code: string | null;
  payout_reason: string | null;
  payout_fee: string | null;
};

export async function findPayoutRows(db: Db, listId: string, filter: RowFilter, page: number, limit: number) {
  const rows = await rowsOf<RowRecord & { total: unknown }>(
    db,
    sql`${ROWS_CTE(listId)}
      SELECT v.*, count(*) OVER () AS total FROM v WHERE ${FILTERS[filter]}
      ORDER BY line, id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  const total = rows.length > 0 ? num(rows[0]!.total) : await countRows(db, listId, filter);
  return { rows, total };
}

async function countRows(db: Db, listId: string, filter: RowFilter) {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`${ROWS_CTE(listId)} SELECT count(*) AS n FROM v WHERE ${FILTERS[filter]}`,
  );
  return num(row?.n);
}

/** One row with its computed status and duplicate mark. */
export async function getRowRecord(db: Db, listId: string, rowId: string) {
  const [row] = await rowsOf<RowRecord>(db, sql`${ROWS_CTE(listId)} SELECT v.* FROM v WHERE v.id = ${rowId}`);
  return row;
}

/** Every row of a list with its computed status, in line order (exports). */
export function findRowRecords(db: Db, listId: string) {
  return rowsOf<RowRecord>(db, sql`${ROWS_CTE(listId)} SELECT v.* FROM v ORDER BY line, id`);
}

/**
 * Counts and sums of the valid rows (no error, not a duplicate) per network, with how many rows
 * of each amount there are (the fees are computed from them by the domain's rule, not here).
 */
export async function summarizeValidRows(db: Db, listId: string) {
  const rows = await rowsOf<{ network: string; amount: unknown; n: unknown }>(
    db,
    sql`${ROWS_CTE(listId)}
      SELECT network, amount, count(*) AS n
      FROM v WHERE jsonb_array_length(errors) = 0 AND NOT duplicate
      GROUP BY network, amount ORDER BY network, amount`,
  );
  const [all] = await rowsOf<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM payout_list_rows WHERE list_id = ${listId}`,
  );
  const byNetwork = new Map<
    string,
    { network: string; count: number; total: bigint; amounts: { amount: bigint; count: number }[] }
  >();
  for (const r of rows) {
    const entry = byNetwork.get(r.network) ?? { network: r.network, count: 0, total: 0n, amounts: [] };
    const amount = big(r.amount);
    const count = num(r.n);
    entry.count += count;
    entry.total += amount * BigInt(count);
    entry.amounts.push({ amount, count });
    byNetwork.set(r.network, entry);
  }
  return { rows: num(all?.n), byNetwork: [...byNetwork.values()] };
}

/** Rows per computed status, and what the successful ones sent. */
export async function countRowStatuses(db: Db, listId: string) {
  const rows = await rowsOf<{ view_status: string; n: unknown; amount: unknown }>(
    db,
    sql`${ROWS_CTE(listId)}
      SELECT view_status, count(*) AS n, coalesce(sum(amount), 0) AS amount FROM v GROUP BY view_status`,
  );
  const counts: Record<string, { n: number; amount: bigint }> = {};
  for (const r of rows) counts[r.view_status] = { n: num(r.n), amount: big(r.amount) };
  return counts;
}

/** Per list of a shop: rows, total of valid amounts, successful and failed counts. */
export async function findPayoutListsOfShop(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  page: number,
  limit: number,
) {
  const scope = and(eq(payoutLists.shopId, shopId), eq(payoutLists.mode, mode));
  const [lists, [count]] = await Promise.all([
    db
      .select()
      .from(payoutLists)
      .where(scope)
      .orderBy(desc(payoutLists.createdAt), desc(payoutLists.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)` }).from(payoutLists).where(scope),
  ]);
  const ids = lists.map((l) => l.id);
  const stats =
    ids.length === 0
      ? []
      : await db
          .select({
            listId: payoutListRows.listId,
            rows: sql<string>`count(*)`,
            total: sql<string>`coalesce(sum(${payoutListRows.amount}) FILTER (WHERE jsonb_array_length(${payoutListRows.errors}) = 0), 0)`,
            successful: sql<string>`count(*) FILTER (WHERE ${payouts.status} = 'SUCCESSFUL')`,
            failed: sql<string>`count(*) FILTER (WHERE ${payouts.status} = 'FAILED' OR ${payoutListRows.status} = 'FAILED')`,
          })
          .from(payoutListRows)
          .leftJoin(payouts, eq(payouts.id, payoutListRows.payoutId))
          .where(inArray(payoutListRows.listId, ids))
          .groupBy(payoutListRows.listId);
  const byList = new Map(stats.map((s) => [s.listId, s]));
  return {
    total: num(count?.n),
    lists: lists.map((list) => {
      const s = byList.get(list.id);
      return {
        list,
        rows: num(s?.rows),
        total: big(s?.total),
        successful: num(s?.successful),
        failed: num(s?.failed),
      };
    }),
  };
}

/**
 * Marks the rows of a list being confirmed: valid ones (no error, not a duplicate) QUEUED, the
 * others SKIPPED. Answers how many were queued.
 */
export async function queueValidRows(db: Db, listId: string): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`${ROWS_CTE(listId)}
      UPDATE payout_list_rows SET
        status = CASE WHEN jsonb_array_length(v.errors) = 0 AND NOT v.duplicate THEN 'QUEUED' ELSE 'SKIPPED' END,
        updated_at = now()
      FROM v WHERE payout_list_rows.id = v.id
      RETURNING CASE WHEN payout_list_rows.status = 'QUEUED' THEN payout_list_rows.id END AS id`,
  );
  return rows.filter((r) => r.id !== null).length;
}

/** The networks that still have QUEUED rows. */
export async function queuedNetworks(db: Db, listId: string): Promise<string[]> {
  const rows = await rowsOf<{ network: string }>(
    db,
    sql`SELECT DISTINCT network FROM payout_list_rows WHERE list_id = ${listId} AND status = 'QUEUED'`,
  );
  return rows.map((r) => r.network);
}

/** Takes up to `limit` QUEUED rows of a network in line order, locked; rows another run holds are skipped. */
export function claimQueuedRows(db: Db, listId: string, network: string, limit: number) {
  return db
    .select()
    .from(payoutListRows)
    .where(
      and(
        eq(payoutListRows.listId, listId),
        eq(payoutListRows.status, 'QUEUED'),
        eq(payoutListRows.network, network),
      ),
    )
    .orderBy(asc(payoutListRows.line))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Rows whose payout failed (or could not be created): queued again with the next attempt. */
export async function requeueFailedRows(db: Db, listId: string): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`UPDATE payout_list_rows l SET status = 'QUEUED', attempt = l.attempt + 1, payout_id = NULL,
        payout_reference = NULL, failure_code = NULL, updated_at = now()
      WHERE l.list_id = ${listId} AND (l.status = 'FAILED' OR (l.status = 'SUBMITTED' AND EXISTS (
        SELECT 1 FROM payouts p WHERE p.id = l.payout_id AND p.status = 'FAILED')))
      RETURNING l.id`,
  );
  return rows.length;
}

/** RUNNING lists whose execution job has not written a heartbeat since `before`. */
export async function findStalledLists(db: Db, before: Date) {
  return rowsOf<{ id: string }>(
    db,
    sql`SELECT l.id FROM payout_lists l WHERE l.status = 'RUNNING'
      AND (l.heartbeat_at IS NULL OR l.heartbeat_at < ${before.toISOString()}::timestamptz)
      AND EXISTS (SELECT 1 FROM payout_list_rows r WHERE r.list_id = l.id AND r.status = 'QUEUED')`,
  );
}

/** The merchant's country, which reads national numbers when no network names one. */
export async function getMerchantCountry(db: Db, merchantId: string): Promise<string | null> {
  const [row] = await rowsOf<{ country: string }>(
    db,
    sql`SELECT country FROM merchants WHERE id = ${merchantId}`,
  );
  return row?.country ?? null;
}
