import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

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
