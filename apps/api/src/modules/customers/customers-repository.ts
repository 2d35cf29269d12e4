import { and, count, desc, eq, ilike, inArray, max, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { customers, transactions } from '../../platform/db/schema/index.ts';
import { runStatement, statement } from '../../platform/db/statement.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerInsert = typeof customers.$inferInsert;

export type PaymentStats = { payments: number; amountPaid: bigint; lastPaymentAt: Date | null };

/** Whose customers a list reads: the merchant's shop in one mode. */
export type CustomerListScope = { merchantId: string; shopId: string; mode: 0 | 1 };

/** The customers of a list: the shop's in the mode, those a search term matches (name, phone, e-mail). */
export function customerListConditions(scope: CustomerListScope, search: string | undefined): SQL {
  const term = search?.replace(/[%_\\]/g, (c) => `\\${c}`);
  return and(
    eq(customers.merchantId, scope.merchantId),
    eq(customers.shopId, scope.shopId),
    eq(customers.mode, scope.mode),
    term
      ? or(
          ilike(customers.phoneNumber, `%${term.replace(/\D/g, '') || term}%`),
          ilike(customers.firstName, `%${term}%`),
          ilike(customers.lastName, `%${term}%`),
          ilike(customers.email, `%${term}%`),
        )
      : undefined,
  ) as SQL;
}

/** A page of a shop's customers in one mode, newest first, optionally searched, with the total. */
export async function findShopCustomers(
  db: Db,
  scope: CustomerListScope,
  search: string | undefined,
  page: number,
  limit: number,
) {
  const where = customerListConditions(scope, search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Where a batch of an export stopped: the last row's creation instant (microseconds kept) and id. */
export type CustomerPosition = { createdAt: string; id: string };

/**
 * The next `limit` customers of a list after `position`, newest first (the list's order), read
 * through the `customers_shop_list_idx` index; each with its position for the next batch.
 */
export async function findCustomersAfter(
  db: Db,
  where: SQL,
  limit: number,
  position?: CustomerPosition,
): Promise<{ row: CustomerRow; position: CustomerPosition }[]> {
  const after = position
    ? sql`(${customers.createdAt}, ${customers.id}) < (${position.createdAt}::timestamptz, ${position.id})`
    : undefined;
  const rows = await db
    .select({
      row: customers,
      createdAt: sql<string>`to_char(${customers.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(customers)
    .where(and(where, after))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(limit);
  return rows.map(({ row, createdAt }) => ({ row, position: { createdAt, id: row.id } }));
}

/** How many customers a list holds, counted up to `cap + 1` rows (`exact` false past `cap`). */
export async function countCustomersUpTo(db: Db, where: SQL, cap: number) {
  const inner = db
    .select({ id: customers.id })
    .from(customers)
    .where(where)
    .limit(cap + 1);
  const [row] = await db.select({ n: count() }).from(inner.as('capped'));
  const n = Number(row?.n ?? 0);
  return { n, exact: n <= cap };
}

/** One customer, only if it belongs to the merchant and the mode (anything else is "not found"). */
export async function getCustomerForMerchant(db: Db, id: string, merchantId: string, mode: 0 | 1) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.merchantId, merchantId), eq(customers.mode, mode)))
    .limit(1);
  return row;
}

export async function getCustomerByPhone(db: Db, shopId: string, mode: 0 | 1, phoneNumber: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(eq(customers.shopId, shopId), eq(customers.mode, mode), eq(customers.phoneNumber, phoneNumber)),
    )
    .limit(1);
  return row;
}

/** Which of these phone numbers already have a customer in the shop and mode. */
export async function findExistingPhones(db: Db, shopId: string, mode: 0 | 1, phoneNumbers: string[]) {
  const found = new Set<string>();
  for (let i = 0; i < phoneNumbers.length; i += 1000) {
    const rows = await db
      .select({ phone: customers.phoneNumber })
      .from(customers)
      .where(
        and(
          eq(customers.shopId, shopId),
          eq(customers.mode, mode),
          inArray(customers.phoneNumber, phoneNumbers.slice(i, i + 1000)),
        ),
      );
    for (const row of rows) found.add(row.phone);
  }
  return found;
}

/** Inserts a customer; undefined when the shop already has one with this phone number. */
export async function insertCustomer(db: Db, values: CustomerInsert) {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCustomer(db: Db, id: string, patch: Partial<CustomerInsert>) {
  const [row] = await db
    .update(customers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  return row;
}

// Every settlement batch runs it: one prepared text whatever the count (instead of a multi-row
// VALUES built and planned per batch). Rows go in in the caller's order (the key order that keeps
// batches running at once from deadlocking on customers).
const upsertCustomersFromPaymentsStatement = statement(
  'upsert_customers_from_payments',
  `INSERT INTO customers AS c (id, merchant_id, shop_id, mode, phone_number, network, first_name, last_name,
     email, source, last_payment_at)
   SELECT v.id, v.merchant_id, v.shop_id, v.mode, v.phone_number, v.network, v.first_name, v.last_name,
     v.email, v.source, v.last_payment_at
   FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[],
     $9::text[], $10::text[], $11::timestamptz[]) WITH ORDINALITY
     AS v(id, merchant_id, shop_id, mode, phone_number, network, first_name, last_name, email, source,
       last_payment_at, n)
   ORDER BY v.n
   ON CONFLICT (shop_id, mode, phone_number) DO UPDATE SET
     last_payment_at = greatest(c.last_payment_at, excluded.last_payment_at),
     first_name = coalesce(c.first_name, excluded.first_name),
     last_name = coalesce(c.last_name, excluded.last_name),
     email = coalesce(c.email, excluded.email),
     network = coalesce(c.network, excluded.network),
     updated_at = now()`,
);

/**
 * Several customers of payments in one statement: each created, or matched by shop, mode and
 * phone number (names and e-mail it lacked filled in, never overwritten). One row per customer:
 * PostgreSQL refuses a statement that would update the same row twice. Written in key order (shop,
 * mode, phone number), so that settlement batches running at once lock shared customers in one
 * order instead of deadlocking.
 */
export async function upsertCustomersFromPayments(
  db: Db,
  values: (CustomerInsert & { lastPaymentAt: Date })[],
) {
  if (values.length === 0) return;
  const key = (v: CustomerInsert) => `${v.shopId}\u0000${v.mode}\u0000${v.phoneNumber}`;
  const ordered = [...values].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  await runStatement(db, upsertCustomersFromPaymentsStatement, [
    ordered.map((v) => v.id),
    ordered.map((v) => v.merchantId),
    ordered.map((v) => v.shopId),
    ordered.map((v) => v.mode),
    ordered.map((v) => v.phoneNumber),
    ordered.map((v) => v.network ?? null),
    ordered.map((v) => v.firstName ?? null),
    ordered.map((v) => v.lastName ?? null),
    ordered.map((v) => v.email ?? null),
    ordered.map((v) => v.source ?? 'manual'),
    ordered.map((v) => v.lastPaymentAt.toISOString()),
  ]);
}

/** Successful payments per phone number of a shop in a mode: how many, how much, the last one. */
export async function findPaymentStats(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  phoneNumbers: string[],
): Promise<Map<string, PaymentStats>> {
  const stats = new Map<string, PaymentStats>();
  if (phoneNumbers.length === 0) return stats;
  const rows = await db
    .select({
      phone: transactions.phoneNumber,
      n: count(),
      total: sum(transactions.amount),
      last: max(transactions.createdAt),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.shopId, shopId),
        eq(transactions.mode, mode),
        eq(transactions.status, 'SUCCESSFUL'),
        inArray(transactions.phoneNumber, phoneNumbers),
      ),
    )
    .groupBy(transactions.phoneNumber);
  for (const row of rows) {
    stats.set(row.phone, {
      payments: Number(row.n),
      amountPaid: BigInt(row.total ?? 0),
      lastPaymentAt: row.last ? new Date(row.last) : null,
    });
  }
  return stats;
}

/** A page of the payments (every status) made from one phone number to a shop in a mode. */
export async function findPhonePayments(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  phoneNumber: string,
  page: number,
  limit: number,
) {
  const scope = and(
    eq(transactions.shopId, shopId),
    eq(transactions.mode, mode),
    eq(transactions.phoneNumber, phoneNumber),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(scope)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(transactions).where(scope),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
