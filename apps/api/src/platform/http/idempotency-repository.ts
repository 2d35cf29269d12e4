import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { runStatement, statement } from '../db/statement.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Claims a key: true when this request is the first with it (the unique index decides). */
export async function claimIdempotencyKey(
  db: Db,
  values: Omit<typeof idempotencyKeys.$inferInsert, 'lockedUntil'>,
  leaseSeconds: number,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...values, lockedUntil: leaseEnd(leaseSeconds) })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return rows.length === 1;
}

export type KeyClaim = Omit<typeof idempotencyKeys.$inferInsert, 'lockedUntil'> & { leaseSeconds: number };

// Claims arriving together (grouped-writes.ts) go as one statement, in key order (two groups
// holding the same keys then wait for each other in the same order, never in a cycle).
const claimKeysStatement = statement(
  'claim_idempotency_keys',
  `INSERT INTO idempotency_keys (id, shop_id, mode, key, request_hash, lease_token, expires_at, locked_until)
   SELECT id, shop_id, mode, key, request_hash, lease_token, expires_at, now() + make_interval(secs => lease)
   FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::int[])
     AS v(id, shop_id, mode, key, request_hash, lease_token, expires_at, lease)
   ORDER BY shop_id, mode, key
   ON CONFLICT DO NOTHING
   RETURNING id`,
);

/** `claimIdempotencyKey` for several keys in ONE statement: answers the ids of the rows claimed. */
export async function claimIdempotencyKeys(db: Db, claims: readonly KeyClaim[]): Promise<Set<string>> {
  const rows = await runStatement(db, claimKeysStatement, [
    claims.map((c) => c.id),
    claims.map((c) => c.shopId),
    claims.map((c) => c.mode),
    claims.map((c) => c.key),
    claims.map((c) => c.requestHash),
    claims.map((c) => c.leaseToken ?? ''),
    claims.map((c) => c.expiresAt.toISOString()),
    claims.map((c) => c.leaseSeconds),
  ]);
  return new Set(rows.map((row) => row.id as string));
}

/** The key, whether its lease has run out and whether it is kept no more (by the database's clock). */
export async function getIdempotencyKey(db: Db, shopId: string, mode: 0 | 1, key: string) {
  const [row] = await db
    .select({
      row: idempotencyKeys,
      leaseOver: sql<boolean>`${idempotencyKeys.lockedUntil} < now()`,
      expired: sql<boolean>`${idempotencyKeys.expiresAt} < now()`,
    })
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.mode, mode), eq(idempotencyKeys.key, key)),
    )
    .limit(1);
  return row;
}

/** Takes over a key whose request died before creating anything (lease over, no object). */
export async function reclaimIdempotencyKey(db: Db, id: string, leaseToken: string, leaseSeconds: number) {
  const rows = await db
    .update(idempotencyKeys)
    .set({ leaseToken, lockedUntil: leaseEnd(leaseSeconds) })
    .where(
      and(
        eq(idempotencyKeys.id, id),
        isNull(idempotencyKeys.objectId),
        lt(idempotencyKeys.lockedUntil, sql`now()`),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return rows.length === 1;
}

/**
 * Links the key to the object its request created; run in the transaction creating the object.
 * False when the request no longer holds the key (another one took it over): nothing is linked.
 */
export async function linkIdempotencyKey(db: Db, id: string, leaseToken: string, objectId: string) {
  const rows = await db
    .update(idempotencyKeys)
    .set({ objectId })
    .where(
      and(
        eq(idempotencyKeys.id, id),
        eq(idempotencyKeys.leaseToken, leaseToken),
        isNull(idempotencyKeys.objectId),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return rows.length === 1;
}

/** Marks the key answered; its lease lasts as long as the key, so it is never claimed again. */
export async function saveIdempotentStatus(db: Db, id: string, status: number) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, lockedUntil: sql`${idempotencyKeys.expiresAt}` })
    .where(eq(idempotencyKeys.id, id));
}

/** Frees a key this request holds when it created nothing (a refusal), so a corrected request can use it. */
export async function releaseIdempotencyKey(db: Db, id: string, leaseToken: string) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.id, id),
        eq(idempotencyKeys.leaseToken, leaseToken),
        isNull(idempotencyKeys.objectId),
      ),
    );
}

/** Deletes the key if it is kept no more (by the database's clock, as `getIdempotencyKey` tells). */
export async function deleteExpiredIdempotencyKeys(db: Db, shopId: string, mode: 0 | 1, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.shopId, shopId),
        eq(idempotencyKeys.mode, mode),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.expiresAt, sql`now()`),
      ),
    );
}
