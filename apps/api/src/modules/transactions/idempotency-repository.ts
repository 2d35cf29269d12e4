import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { idempotencyKeys } from '../../platform/db/schema/index.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims a key: true when this request is the first with it (the unique index decides). */
export async function claimIdempotencyKey(
  db: Db,
  values: typeof idempotencyKeys.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return rows.length === 1;
}

export async function getIdempotencyKey(db: Db, shopId: string, mode: 0 | 1, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.mode, mode), eq(idempotencyKeys.key, key)),
    )
    .limit(1);
  return row;
}

export async function saveIdempotentResponse(db: Db, id: string, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(eq(idempotencyKeys.id, id));
}

export async function releaseIdempotencyKey(db: Db, id: string) {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

export async function deleteExpiredIdempotencyKeys(
  db: Db,
  shopId: string,
  mode: 0 | 1,
  key: string,
  now: Date,
) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.shopId, shopId),
        eq(idempotencyKeys.mode, mode),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.expiresAt, now),
      ),
    );
}
