import type { AdminTransactionKind } from '@platform/contracts';
import { OPEN_PAYOUT_STATES } from '@platform/domain';
import { and, eq, gte, inArray, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { payouts, transactions } from '../../platform/db/schema/index.ts';
import type { TransactionPosition } from './transaction-cursor.ts';
import {
  LIST_ORDER_SQL,
  type ListFilters,
  type ListOrder,
  listConditions,
  type StaffListScope,
} from './transaction-list-repository.ts';
import { phoneCandidates } from './transaction-search.ts';

/** The staff list's filters: the merchant list's, plus the kind of row. */
export type StaffListFilters = ListFilters & { kind?: AdminTransactionKind | undefined };

/** One row of the staff list as the database gives it (every value as text, whatever the driver). */
export type StaffListRow = {
  kind: AdminTransactionKind;
  id: string;
  reference: string;
  merchant_reference: string | null;
  status: string;
  type: string | null;
  source: string;
  network: string;
  phone_number: string;
  amount: string;
  fee: string;
  description: string | null;
  created_at: string;
  completed_at: string | null;
  merchant_id: string;
  business_name: string | null;
  shop_id: string;
  shop_name: string | null;
  refund_id: string | null;
  collection_reference: string | null;
  sort_value: string;
};

/** The collections' WHERE, or null when the filters leave collections out. */
function collectionWhere(scope: StaffListScope, filters: StaffListFilters): SQL | null {
  if (filters.kind && filters.kind !== 'COLLECTION') return null;
  // The merchant list names the shop alone (it checked the shop is the caller's); staff may give
  // a merchant and a shop of another one: both must hold, as for payouts.
  return and(
    listConditions(scope, filters),
    scope.merchantId && scope.shopId ? eq(transactions.merchantId, scope.merchantId) : undefined,
  )!;
}

/**
 * The payouts' WHERE (a refund is paid by a payout of source `refund`), or null when the filters
 * leave them out: a collection kind, or a collection type (PAYMENT, CARD).
 */
function payoutWhere(scope: StaffListScope, filters: StaffListFilters): SQL | null {
  if (filters.kind === 'COLLECTION' || filters.type) return null;
  const conditions: (SQL | undefined)[] = [
    scope.shopId ? eq(payouts.shopId, scope.shopId) : undefined,
    scope.merchantId ? eq(payouts.merchantId, scope.merchantId) : undefined,
    eq(payouts.mode, scope.mode),
  ];
  if (filters.kind === 'REFUND') conditions.push(eq(payouts.sourceKind, 'refund'));
  if (filters.kind === 'PAYOUT') conditions.push(sql`${payouts.sourceKind} <> 'refund'`);
  if (filters.status === 'SUCCESSFUL') conditions.push(eq(payouts.status, 'SUCCESSFUL'));
  if (filters.status === 'PENDING') conditions.push(inArray(payouts.status, [...OPEN_PAYOUT_STATES]));
  // What merchants see as FAILED: anything neither successful nor open (publicPayoutStatus).
  if (filters.status === 'FAILED')
    conditions.push(notInArray(payouts.status, ['SUCCESSFUL', ...OPEN_PAYOUT_STATES]));
  if (filters.network) conditions.push(eq(payouts.network, filters.network));
  if (filters.amount_min !== undefined) conditions.push(gte(payouts.amount, BigInt(filters.amount_min)));
  if (filters.amount_max !== undefined) conditions.push(lte(payouts.amount, BigInt(filters.amount_max)));
  if (filters.from) conditions.push(gte(payouts.createdAt, new Date(filters.from)));
  if (filters.to) conditions.push(lt(payouts.createdAt, new Date(filters.to)));
  if (filters.q) {
    const phones = phoneCandidates(filters.q);
    conditions.push(
      or(
        eq(payouts.reference, filters.q),
        phones.length > 0 ? inArray(payouts.phoneNumber, phones) : undefined,
      ),
    );
  }
  return and(...conditions)!;
}

/** The WHERE of each table of a staff list (null: that table is left out). */
export function staffListConditions(scope: StaffListScope, filters: StaffListFilters) {
  return { collections: collectionWhere(scope, filters), payouts: payoutWhere(scope, filters) };
}
export type StaffListWhere = ReturnType<typeof staffListConditions>;

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/**
 * Up to `limit` rows after (or before) a position, collections and payouts together in the
 * list's order (sort value, then id: ids carry their kind's prefix, so the order is total).
 * Each table gives its own first `limit` rows from its index (shop, mode, date or amount, id),
 * the union keeps the first `limit` of both; then merchant, shop and, for a refund, the refund
 * and the collection it gives back are joined to those rows only.
 */
export async function findStaffTransactionRows(
  db: Db,
  where: StaffListWhere,
  order: ListOrder,
  limit: number,
  position?: TransactionPosition,
): Promise<StaffListRow[]> {
  const backwards = position?.dir === 'p';
  const descending = (order.order === 'desc') !== backwards;
  const direction = sql.raw(descending ? 'DESC' : 'ASC');
  // Each table is read in its indexes' exact order, NULLS included (see LIST_ORDER_SQL of the merchant
  // list: a plain DESC, NULLS FIRST, would sort every matching row instead of reading the index).
  const indexed = sql.raw(LIST_ORDER_SQL[order.sort][descending ? 'desc' : 'asc']);
  const branch = (table: 'transactions' | 'payouts', condition: SQL) => {
    const column = sql.raw(`"${table}"."${order.sort === 'amount' ? 'amount' : 'created_at'}"`);
    const id = sql.raw(`"${table}"."id"`);
    const conditions = [condition];
    if (position) {
      const value =
        order.sort === 'amount' ? sql`${position.value}::bigint` : sql`${position.value}::timestamptz`;
      conditions.push(
        descending
          ? sql`(${column}, ${id}) < (${value}, ${position.id})`
          : sql`(${column}, ${id}) > (${value}, ${position.id})`,
      );
    }
    const select =
      table === 'transactions'
        ? sql`SELECT 'COLLECTION' AS kind, "transactions"."id", "transactions"."reference",
            "transactions"."merchant_reference", "transactions"."status", "transactions"."type",
            "transactions"."source", "transactions"."operator" AS network, "transactions"."phone_number",
            "transactions"."amount", "transactions"."fee", "transactions"."description",
            NULL::text AS source_id, "transactions"."created_at", "transactions"."completed_at",
            "transactions"."merchant_id", "transactions"."shop_id"
          FROM "transactions"`
        : sql`SELECT CASE WHEN "payouts"."source_kind" = 'refund' THEN 'REFUND' ELSE 'PAYOUT' END AS kind,
            "payouts"."id", "payouts"."reference", NULL::text AS merchant_reference, "payouts"."status",
            NULL::text AS type, "payouts"."source_kind" AS source, "payouts"."network",
            "payouts"."phone_number", "payouts"."amount", "payouts"."fee", "payouts"."motif" AS description,
            "payouts"."source_id", "payouts"."created_at", "payouts"."completed_at",
            "payouts"."merchant_id", "payouts"."shop_id"
          FROM "payouts"`;
    return sql`(${select} WHERE ${and(...conditions)} ORDER BY ${column} ${indexed}, ${id} ${indexed} LIMIT ${limit})`;
  };
  const branches = [
    where.collections ? branch('transactions', where.collections) : undefined,
    where.payouts ? branch('payouts', where.payouts) : undefined,
  ].filter((b): b is SQL => b !== undefined);
  if (branches.length === 0) return [];
  const sortColumn = sql.raw(order.sort === 'amount' ? 'u.amount' : 'u.created_at');
  const sortValue =
    order.sort === 'amount'
      ? sql.raw('u.amount::text')
      : sql.raw(`to_char(u.created_at AT TIME ZONE 'UTC', ${ISO})`);
  const result = (await db.execute(sql`
    SELECT u.kind, u.id, u.reference, u.merchant_reference, u.status, u.type, u.source, u.network,
      u.phone_number, u.amount::text AS amount, u.fee::text AS fee, u.description,
      to_char(u.created_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS created_at,
      to_char(u.completed_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS completed_at,
      u.merchant_id, m.business_name, u.shop_id, s.name AS shop_name,
      r.id AS refund_id, c.reference AS collection_reference, ${sortValue} AS sort_value
    FROM (
      SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) AS b
      ORDER BY ${sql.raw(order.sort === 'amount' ? 'b.amount' : 'b.created_at')} ${direction}, b.id ${direction}
      LIMIT ${limit}
    ) AS u
    LEFT JOIN "merchants" m ON m.id = u.merchant_id
    LEFT JOIN "shops" s ON s.id = u.shop_id
    LEFT JOIN "refunds" r ON u.kind = 'REFUND' AND r.id = u.source_id
    LEFT JOIN "transactions" c ON c.id = r.transaction_id
    ORDER BY ${sortColumn} ${direction}, u.id ${direction}
  `)) as unknown as { rows: StaffListRow[] };
  return backwards ? result.rows.reverse() : result.rows;
}

/**
 * How many rows match, counted up to `cap` + 1 rows of each table: exact up to `cap`, otherwise
 * `cap` with `exact` false (the staff list spans every merchant: a count never scans more).
 */
export async function countStaffTransactions(db: Db, where: StaffListWhere, cap: number) {
  const capped = (table: 'transactions' | 'payouts', condition: SQL | null) =>
    condition
      ? sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${sql.raw(`"${table}"`)} WHERE ${condition} LIMIT ${cap + 1}) AS c)`
      : sql`0`;
  const result = (await db.execute(
    sql`SELECT (${capped('transactions', where.collections)} + ${capped('payouts', where.payouts)})::int AS n`,
  )) as unknown as { rows: { n: number | string }[] };
  const n = Number(result.rows[0]?.n ?? 0);
  return n <= cap ? { total: n, exact: true } : { total: cap, exact: false };
}
