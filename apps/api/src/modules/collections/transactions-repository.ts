import { EXPIRED_REASON, OPEN_COLLECTION_STATES } from '@platform/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { type Db, isTransaction } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { transactionEvents, transactions } from '../../platform/db/schema/index.ts';
import { runStatement, statement } from '../../platform/db/statement.ts';

export type TransactionRow = typeof transactions.$inferSelect;

const columnsByKey = getTableColumns(transactions);
const ALL_KEYS = Object.keys(columnsByKey) as (keyof TransactionRow)[];
/** These columns of `transactions`, named (prepared statements answer an explicit list), optionally qualified. */
const namesOf = (keys: readonly (keyof TransactionRow)[], alias?: string) =>
  keys.map((key) => `${alias ? `${alias}.` : ''}"${columnsByKey[key].name}"`).join(', ');
/** Every column of `transactions`, named, optionally qualified. */
const columnList = (alias?: string) => namesOf(ALL_KEYS, alias);
const OPEN_STATES_SQL = OPEN_COLLECTION_STATES.map((state) => `'${state}'`).join(', ');

/** A `transactions` row read by a raw statement (column names, driver values) as Drizzle maps it. */
const toTransactionRow = (raw: Record<string, unknown>): TransactionRow => toPartialRow(raw, ALL_KEYS);

/** Some columns of a `transactions` row read by a raw statement, as Drizzle maps them. */
function toPartialRow<K extends keyof TransactionRow>(
  raw: Record<string, unknown>,
  keys: readonly K[],
): Pick<TransactionRow, K> {
  const row: Partial<Record<keyof TransactionRow, unknown>> = {};
  for (const key of keys) {
    const column = columnsByKey[key];
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Pick<TransactionRow, K>;
}

/** What a new collection's row is made of (the rest takes the table's defaults). */
export type NewCollectionRow = Pick<
  typeof transactions.$inferInsert,
  | 'id'
  | 'reference'
  | 'merchantId'
  | 'shopId'
  | 'mode'
  | 'source'
  | 'operator'
  | 'phoneNumber'
  | 'amount'
  | 'fee'
  | 'customerPays'
  | 'merchantReceives'
  | 'description'
  | 'callbackInfo'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'returnUrl'
  | 'cancelUrl'
  | 'nextCheckAt'
  | 'locale'
>;

/**
 * What the insert of a collection answers: what the database fills in (the times) and the JSON
 * the merchant sent as the database keeps it (jsonb orders its keys); the row is made from these
 * and the values written (newCollectionRow), not sent back whole and parsed (docs/performance.md,
 * "Create-collection: narrower answers").
 */
const INSERT_ANSWER_KEYS = ['id', 'callbackInfo', 'createdAt', 'updatedAt'] as const;
const INSERT_RETURNING = namesOf(INSERT_ANSWER_KEYS);

/** A new collection's row: the values written, the table's defaults, and what the insert answered. */
function newCollectionRow(values: NewCollectionRow, raw: Record<string, unknown>): TransactionRow {
  const returned = toPartialRow(raw, INSERT_ANSWER_KEYS);
  return {
    id: values.id,
    reference: values.reference,
    merchantId: values.merchantId,
    shopId: values.shopId,
    mode: values.mode,
    type: 'PAYMENT',
    source: values.source ?? 'api',
    operator: values.operator,
    phoneNumber: values.phoneNumber,
    amount: values.amount,
    fee: values.fee,
    customerPays: values.customerPays,
    merchantReceives: values.merchantReceives,
    status: 'CREATED',
    reasonCode: null,
    reasonMessage: null,
    operatorReference: null,
    action: null,
    description: values.description ?? null,
    callbackInfo: returned.callbackInfo ?? null,
    firstName: values.firstName ?? null,
    lastName: values.lastName ?? null,
    email: values.email ?? null,
    returnUrl: values.returnUrl ?? null,
    cancelUrl: values.cancelUrl ?? null,
    merchantReference: null,
    locale: values.locale ?? null,
    checks: 0,
    nextCheckAt: values.nextCheckAt ?? null,
    createdAt: returned.createdAt!,
    updatedAt: returned.updatedAt!,
    completedAt: null,
  };
}

// Every request to pay runs it: SQL as is, prepared once per connection (no query building).
// With an Idempotency-Key ($25, $26: the key's row and the lease its request holds), the key is
// linked to the collection in the same statement, and the collection is written only if the link
// is (another request took the key over: nothing is written).
const insertCollectionStatement = statement(
  'insert_collection_with_event',
  `WITH k AS (
     UPDATE idempotency_keys SET object_id = $2
     WHERE $25::text IS NOT NULL AND id = $25 AND lease_token = $26::text AND object_id IS NULL
     RETURNING id
   ), t AS (
     INSERT INTO transactions (id, reference, merchant_id, shop_id, mode, source, operator, phone_number,
       amount, fee, customer_pays, merchant_receives, description, callback_info, first_name, last_name,
       email, return_url, cancel_url, next_check_at, locale)
     SELECT $1::text, $2::text, $3::text, $4::text, $5::int, $6::text, $7::text, $8::text, $9::bigint,
       $10::bigint, $11::bigint, $12::bigint, $13::text, $14::jsonb, $15::text, $16::text, $17::text,
       $18::text, $19::text, $20::timestamptz, $21::text
     WHERE $25::text IS NULL OR EXISTS (SELECT 1 FROM k)
     RETURNING ${INSERT_RETURNING}
   ), e AS (
     INSERT INTO transaction_events (id, transaction_id, kind, data) SELECT $22, t.id, $23, $24::jsonb FROM t
   )
   SELECT * FROM t`,
);

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Inserts a collection and its first timeline event in ONE statement (one round trip, and one
 * transaction of its own when `db` is not a transaction).
 */
export async function insertTransactionWithEvent(
  db: Db,
  values: NewCollectionRow,
  event: { kind: string; data: Record<string, unknown> },
): Promise<TransactionRow> {
  const [row] = await insertCollectionsWithEvents(db, [{ values, event }]);
  return row!;
}

// The same for several collections at once (parameters as arrays, so one prepared text serves any count).
const insertCollectionsStatement = statement(
  'insert_collections_with_events',
  `WITH v AS (
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[],
       $8::text[], $9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[], $13::text[], $14::jsonb[],
       $15::text[], $16::text[], $17::text[], $18::text[], $19::text[], $20::timestamptz[], $21::text[],
       $22::text[], $23::text[], $24::jsonb[], $25::text[], $26::text[])
       AS v(id, reference, merchant_id, shop_id, mode, source, operator, phone_number, amount, fee,
         customer_pays, merchant_receives, description, callback_info, first_name, last_name, email,
         return_url, cancel_url, next_check_at, locale, event_id, event_kind, event_data, key_id, lease_token)
   ), k AS (
     UPDATE idempotency_keys i SET object_id = v.reference FROM v
     WHERE v.key_id IS NOT NULL AND i.id = v.key_id AND i.lease_token = v.lease_token AND i.object_id IS NULL
     RETURNING i.id
   ), t AS (
     INSERT INTO transactions (id, reference, merchant_id, shop_id, mode, source, operator, phone_number,
       amount, fee, customer_pays, merchant_receives, description, callback_info, first_name, last_name,
       email, return_url, cancel_url, next_check_at, locale)
     SELECT id, reference, merchant_id, shop_id, mode, source, operator, phone_number, amount, fee,
       customer_pays, merchant_receives, description, callback_info, first_name, last_name, email,
       return_url, cancel_url, next_check_at, locale
     FROM v WHERE v.key_id IS NULL OR v.key_id IN (SELECT id FROM k)
     RETURNING ${INSERT_RETURNING}
   ), e AS (
     INSERT INTO transaction_events (id, transaction_id, kind, data)
     SELECT v.event_id, v.id, v.event_kind, v.event_data FROM v JOIN t ON t.id = v.id
   )
   SELECT * FROM t`,
);

export type NewCollection = {
  values: NewCollectionRow;
  event: { kind: string; data: Record<string, unknown> };
  /** The Idempotency-Key row its request holds, linked to the collection as it is written. */
  idempotency?: { keyId: string; leaseToken: string } | undefined;
};

/** The parameters of one collection, in the order of both insert statements. */
function collectionParams({ values, event, idempotency }: NewCollection): unknown[] {
  return [
    values.id,
    values.reference,
    values.merchantId,
    values.shopId,
    values.mode,
    values.source ?? 'api',
    values.operator,
    values.phoneNumber,
    String(values.amount),
    String(values.fee),
    String(values.customerPays),
    String(values.merchantReceives),
    values.description ?? null,
    jsonOrNull(values.callbackInfo),
    values.firstName ?? null,
    values.lastName ?? null,
    values.email ?? null,
    values.returnUrl ?? null,
    values.cancelUrl ?? null,
    values.nextCheckAt ? values.nextCheckAt.toISOString() : null,
    values.locale ?? null,
    newId('tev'),
    event.kind,
    JSON.stringify(event.data),
    idempotency?.keyId ?? null,
    idempotency?.leaseToken ?? null,
  ];
}

/**
 * Inserts several collections, each with its first timeline event, in ONE statement (all or
 * none: one transaction of its own when `db` is not a transaction). Answers the rows in no
 * particular order; a collection whose Idempotency-Key could not be linked (its request no longer
 * holds it) is neither written nor answered.
 */
export async function insertCollectionsWithEvents(
  db: Db,
  collections: readonly NewCollection[],
): Promise<TransactionRow[]> {
  const rows =
    collections.length === 1
      ? await runStatement(db, insertCollectionStatement, collectionParams(collections[0]!))
      : await runStatement(db, insertCollectionsStatement, paramColumns(collections));
  const byId = new Map(collections.map((collection) => [collection.values.id, collection.values]));
  return rows.map((raw) => newCollectionRow(byId.get(raw.id as string)!, raw));
}

/** The parameters of several collections, one array per parameter. */
function paramColumns(collections: readonly NewCollection[]): unknown[][] {
  const columns: unknown[][] = Array.from({ length: 26 }, () => []);
  for (const collection of collections) {
    collectionParams(collection).forEach((value, i) => {
      columns[i]!.push(value);
    });
  }
  return columns;
}

export type OpenAnswer = {
  id: string;
  status: 'PENDING' | 'UNKNOWN';
  source: string;
  eventData: Record<string, unknown>;
  operatorReference: string | null;
  action: Record<string, unknown> | null;
  delaysSeconds: readonly number[];
  now: Date;
};

const OPEN_ANSWER_KEYS = [
  'id',
  'status',
  'checks',
  'operatorReference',
  'action',
  'nextCheckAt',
  'updatedAt',
] as const;
/**
 * What an open answer changes in a row: the rest of an open collection's row never changes (only
 * a final answer, a claim's `next_check_at` and these write to it), so the caller's row and this
 * make the row as it now is, without the whole row sent back and parsed.
 */
export type OpenAnswerChange = Pick<TransactionRow, (typeof OPEN_ANSWER_KEYS)[number]>;
const openAnswerReturning = namesOf(OPEN_ANSWER_KEYS, 't');

/**
 * Records an answer that leaves a collection open (PENDING or UNKNOWN) in ONE statement: the
 * timeline event, and, if the row is still open, its new state (CREATED or UNKNOWN becomes what
 * was answered, PENDING stays PENDING), one more check and the next one due after
 * `delaysSeconds[checks]` (unless it is due already).
 * Answers what changed in the row (OpenAnswerChange); undefined when the row was already final
 * (nothing but the event is written then) or does not exist.
 */
export async function recordOpenAnswer(db: Db, input: OpenAnswer): Promise<OpenAnswerChange | undefined> {
  const [row] = await recordOpenAnswers(db, [input]);
  return row;
}

/**
 * `recordOpenAnswer` for several collections in ONE statement (a group of requests answered at
 * the same time; see open-answers.ts): the rows are locked in id order first, each gets its
 * event, and each row still open its new state, one more check and the next one due. Answers what
 * changed in the updated rows; a row already final (or missing) is left out.
 */
export async function recordOpenAnswers(
  db: Db,
  answers: OpenAnswer[],
  options: { asyncCommit?: boolean } = {},
): Promise<OpenAnswerChange[]> {
  if (answers.length === 0) return [];
  const delays = answers[0]!.delaysSeconds;
  const text = options.asyncCommit ? recordOpenAnswersAsyncStatement : recordOpenAnswersStatement;
  const rows = await runStatement(db, text, [
    answers.map((a) => a.id),
    answers.map((a) => a.status),
    answers.map(() => newId('tev')),
    answers.map((a) => a.source),
    answers.map((a) => JSON.stringify(a.eventData)),
    answers.map((a) => a.operatorReference),
    answers.map((a) => (a.action === null ? null : JSON.stringify(a.action))),
    answers[0]!.now.toISOString(),
    delays.map(String),
    delays.length - 1,
  ]);
  return rows.map((raw) => toPartialRow(raw, OPEN_ANSWER_KEYS));
}

// Every request to pay whose operator leaves it open runs it (grouped): prepared once per
// connection, planned once, instead of a query built and planned for each group. `$from` is where
// the async variant joins its one-row setting (see ASYNC_COMMIT).
// Each row is locked through the primary key, one lookup per answer in id order (a LATERAL
// subquery with its own FOR UPDATE is never flattened into a join): the plan cannot be a hash join
// over a sequential scan of `transactions`, the plan PostgreSQL chose for a join with the array
// while the table was small and kept on that connection as it grew (a connection keeps its generic
// plan until the table's statistics change; see docs/performance.md, 2026-11-29 06:55–07:45).
// The arrays reach `unnest` through a subquery kept apart (OFFSET 0): a plan made for the values
// would see their length (1 or 2 answers) and look cheaper than the generic plan (estimated for
// 10), so PostgreSQL planned every answer anew (0.4 ms each); both now estimate the same, and a
// connection keeps the generic plan after its fifth run (docs/performance.md, 2026-11-30).
const recordOpenAnswersText = (from: string) => `WITH v AS (
     SELECT u.* FROM (
       SELECT $1::text[] AS a1, $2::text[] AS a2, $3::text[] AS a3, $4::text[] AS a4, $5::jsonb[] AS a5,
         $6::text[] AS a6, $7::jsonb[] AS a7 OFFSET 0
     ) p CROSS JOIN LATERAL unnest(p.a1, p.a2, p.a3, p.a4, p.a5, p.a6, p.a7)
       AS u(id, status, event_id, source, event_data, operator_reference, action)
   ), locked AS (
     SELECT l.id FROM (SELECT id FROM v ORDER BY id) o
       CROSS JOIN LATERAL (SELECT t.id FROM transactions t WHERE t.id = o.id FOR UPDATE OF t) l
   ), e AS (
     INSERT INTO transaction_events (id, transaction_id, kind, data)
     SELECT v.event_id, l.id, v.source, v.event_data FROM v JOIN locked l ON l.id = v.id
   )
   UPDATE transactions t SET
     status = CASE WHEN v.status = 'PENDING' OR t.status = 'PENDING' THEN 'PENDING' ELSE 'UNKNOWN' END,
     checks = t.checks + 1,
     operator_reference = coalesce(v.operator_reference, t.operator_reference),
     action = coalesce(v.action, t.action),
     next_check_at = CASE WHEN t.next_check_at <= clock_timestamp() THEN t.next_check_at
       ELSE $8::timestamptz + ($9::int[])[least(t.checks, $10::int) + 1] * interval '1 second'
       END,
     updated_at = $8::timestamptz
   FROM v${from} WHERE t.id = v.id AND t.id IN (SELECT id FROM locked)
     AND t.status IN (${OPEN_STATES_SQL})
   RETURNING ${openAnswerReturning}`;

/**
 * Joined as one more FROM item, it makes the statement's own transaction commit without waiting
 * for its WAL to reach the disk (`synchronous_commit` off for that transaction only: the WAL
 * writer flushes it within a fraction of a second, many commits in one flush). Only for writes
 * whose loss in a PostgreSQL or machine crash is already recovered from, and only in a statement
 * that is its own transaction (inside a caller's, it would apply to the caller's commit).
 */
const ASYNC_COMMIT = `, (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit`;

export const recordOpenAnswersStatement = statement('record_open_answers', recordOpenAnswersText(''));
// The grouped write (open-answers.ts), its own transaction: committed asynchronously. An open
// answer lost in a crash leaves the row as it was (CREATED, or open with its earlier check due):
// the collection checker asks again when that check falls due, and submits a CREATED row again
// under its reference (what it does after an API crash between the operator's answer and this write).
export const recordOpenAnswersAsyncStatement = statement(
  'record_open_answers_async',
  recordOpenAnswersText(ASYNC_COMMIT),
);

/**
 * Claims the collections whose status check is due (at most `limit`, oldest first; rows another
 * checker is claiming are skipped) and leases them until `leaseUntil`, in one statement; answers
 * the claimed rows. The check that follows sets the real next one (or clears it on a final
 * state); should the process die first, the lease runs out and the row is claimed again.
 * A collection failed as EXPIRED is claimed too (its slower schedule, or a callback made it due):
 * a late success still settles it.
 */
export async function claimDueCollections(
  db: Db,
  dueBefore: Date,
  leaseUntil: Date,
  limit: number,
): Promise<TransactionRow[]> {
  // Committed asynchronously only as its own transaction (never a caller's).
  const inTransaction = isTransaction(db);
  const rows = await runStatement(db, inTransaction ? claimDueStatement : claimDueAsyncStatement, [
    dueBefore.toISOString(),
    leaseUntil.toISOString(),
    limit,
  ]);
  return rows.map(toTransactionRow);
}

// The checker claims every second in every API process: prepared once per connection. Its own
// transaction, committed asynchronously (ASYNC_COMMIT): a lease lost in a crash only lets the row be
// claimed again.
const claimDueText = (from: string) => `WITH due AS (
     SELECT id FROM transactions
     WHERE next_check_at IS NOT NULL AND next_check_at <= $1::timestamptz
       AND (status IN (${OPEN_STATES_SQL}) OR (status = 'FAILED' AND reason_code = '${EXPIRED_REASON}'))
     ORDER BY next_check_at LIMIT $3::int
     FOR UPDATE SKIP LOCKED
   )
   UPDATE transactions t SET next_check_at = $2::timestamptz
   FROM due${from} WHERE t.id = due.id RETURNING ${columnList('t')}`;
const claimDueStatement = statement('claim_due_collections', claimDueText(''));
const claimDueAsyncStatement = statement('claim_due_collections_async', claimDueText(ASYNC_COMMIT));

export async function insertTransaction(db: Db, values: typeof transactions.$inferInsert) {
  const [row] = await db.insert(transactions).values(values).returning();
  return row!;
}

const transactionByIdStatement = statement(
  'transaction_by_id',
  `SELECT ${columnList()} FROM transactions WHERE id = $1`,
);

export async function getTransactionById(db: Db, id: string): Promise<TransactionRow | undefined> {
  const [row] = await runStatement(db, transactionByIdStatement, [id]);
  return row && toTransactionRow(row);
}

export async function getTransactionByReference(
  db: Db,
  reference: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.reference, reference)).limit(1);
  return row;
}

/** A transaction only if it belongs to the shop and mode asking (anything else is "not found"). */
export async function getShopTransaction(db: Db, reference: string, shopId: string, mode: 0 | 1) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.reference, reference),
        eq(transactions.shopId, shopId),
        eq(transactions.mode, mode),
      ),
    )
    .limit(1);
  return row;
}

export async function insertTransactionEvent(
  db: Db,
  transactionId: string,
  kind: string,
  data: Record<string, unknown>,
) {
  await db.insert(transactionEvents).values({ id: newId('tev'), transactionId, kind, data });
}

const collectionsByReferenceStatement = statement(
  'collections_by_reference',
  `SELECT ${columnList()} FROM transactions WHERE reference = ANY($1::text[])`,
);

/**
 * The collections that operators' callbacks name (reference, operator and mode must all match),
 * in one statement by their unique references.
 */
export async function findCollectionsOfCallbacks(
  db: Db,
  hints: { reference: string; operator: string; mode: 0 | 1 }[],
): Promise<TransactionRow[]> {
  if (hints.length === 0) return [];
  const rows = (await runStatement(db, collectionsByReferenceStatement, [hints.map((h) => h.reference)])).map(
    toTransactionRow,
  );
  const wanted = new Set(hints.map((h) => `${h.operator}:${h.mode}:${h.reference}`));
  return rows.filter((row) => wanted.has(`${row.operator}:${row.mode}:${row.reference}`));
}

/**
 * Makes the status checks of collections failed as EXPIRED due now (a late callback came): kept
 * in the row, so the late success is asked about even if this process dies first.
 */
export async function makeExpiredChecksDue(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.execute(
    sql`UPDATE ${transactions} SET next_check_at = now()
        WHERE id = ANY(${sql.param(ids)}::text[]) AND status = 'FAILED' AND reason_code = ${EXPIRED_REASON}
          AND (next_check_at IS NULL OR next_check_at > now())`,
  );
}

/**
 * Sets the next status check of collections failed as EXPIRED that were asked again and reported
 * no success (null: nothing more to wait for), in one statement.
 */
export async function scheduleExpiredChecks(db: Db, next: { id: string; nextCheckAt: Date | null }[]) {
  if (next.length === 0) return;
  await db.execute(
    sql`UPDATE ${transactions} t SET next_check_at = v.next_check_at
        FROM unnest(${sql.param(next.map((n) => n.id))}::text[],
                    ${sql.param(next.map((n) => n.nextCheckAt?.toISOString() ?? null))}::timestamptz[])
             AS v(id, next_check_at)
        WHERE t.id = v.id AND t.status = 'FAILED' AND t.reason_code = ${EXPIRED_REASON}`,
  );
}

/**
 * Locks the rows of several transactions (in id order, so two batches never wait on each other
 * in a cycle) and answers them as they are now.
 */
export async function lockTransactions(db: Db, ids: string[]): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  return (await runStatement(db, lockTransactionsStatement, [ids])).map(toTransactionRow);
}

// The final-answer batches (and every final answer of a request) run it: prepared once per connection.
const lockTransactionsStatement = statement(
  'lock_transactions',
  `SELECT ${columnList()} FROM transactions WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`,
);

export type FinalChange = {
  id: string;
  status: 'SUCCESSFUL' | 'FAILED';
  reasonCode: string | null;
  reasonMessage: string | null;
  operatorReference: string | null;
  /** The next status query: null (never again) but for a collection we failed as EXPIRED. */
  nextCheckAt: Date | null;
};

/**
 * Writes the final state of several collections in one statement: status, reason, operator
 * reference (kept when not answered), completion time, and the next status check (cleared but
 * for a collection we failed as EXPIRED, still asked about on a slower schedule). `locked` are the
 * rows as the caller read them under their locks (lockTransactions, same transaction): the rows
 * are answered as they now are, made from those and the changes, not read back (no row of 30
 * columns sent and parsed again per collection; no trigger changes a collection's row). A change
 * whose row is not in `locked` is not written.
 */
export async function finalizeTransactions(
  db: Db,
  locked: ReadonlyMap<string, TransactionRow>,
  changes: FinalChange[],
  now: Date,
): Promise<TransactionRow[]> {
  const written = changes.filter((c) => locked.has(c.id));
  if (written.length === 0) return [];
  await runStatement(db, finalizeTransactionsStatement, [
    now.toISOString(),
    written.map((c) => c.id),
    written.map((c) => c.status),
    written.map((c) => c.reasonCode),
    written.map((c) => c.reasonMessage),
    written.map((c) => c.operatorReference),
    written.map((c) => c.nextCheckAt?.toISOString() ?? null),
  ]);
  return written.map((c) => {
    const row = locked.get(c.id)!;
    return {
      ...row,
      status: c.status,
      reasonCode: c.reasonCode,
      reasonMessage: c.reasonMessage,
      operatorReference: c.operatorReference ?? row.operatorReference,
      completedAt: now,
      nextCheckAt: c.nextCheckAt,
      updatedAt: now,
    };
  });
}

const finalizeTransactionsStatement = statement(
  'finalize_transactions_unreturned',
  `UPDATE transactions t SET
     status = v.status, reason_code = v.reason_code, reason_message = v.reason_message,
     operator_reference = coalesce(v.operator_reference, t.operator_reference),
     completed_at = $1::timestamptz, next_check_at = v.next_check_at, updated_at = $1::timestamptz
   FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
     AS v(id, status, reason_code, reason_message, operator_reference, next_check_at)
   WHERE t.id = v.id`,
);

/** Timeline events of several transactions in one statement, in order. */
export async function insertTransactionEventsOfMany(
  db: Db,
  events: { transactionId: string; kind: string; data: Record<string, unknown>; createdAt?: Date }[],
) {
  if (events.length === 0) return;
  await runStatement(db, insertEventsStatement, [
    events.map(() => newId('tev')),
    events.map((e) => e.transactionId),
    events.map((e) => e.kind),
    // Every event's data in ONE JSON document (not a jsonb[] of texts, each escaped by the driver
    // and parsed again by the server as an array literal): docs/performance.md "Ledger".
    JSON.stringify(events.map((e) => e.data)),
    events.map((e) => e.createdAt?.toISOString() ?? null),
  ]);
}

// In the order given (ordinality), each at its own time or the transaction's (the column's
// default); the n-th data of the document goes with the n-th event.
const insertEventsStatement = statement(
  'insert_transaction_events_doc',
  `INSERT INTO transaction_events (id, transaction_id, kind, data, created_at)
   SELECT v.id, v.transaction_id, v.kind, d.data, coalesce(v.created_at, now())
   FROM unnest($1::text[], $2::text[], $3::text[], $5::timestamptz[])
     WITH ORDINALITY AS v(id, transaction_id, kind, created_at, n)
   JOIN jsonb_array_elements($4::jsonb) WITH ORDINALITY AS d(data, n) ON d.n = v.n
   ORDER BY v.n`,
);
