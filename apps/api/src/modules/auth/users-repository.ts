import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { merchants, profiles, users } from '../../platform/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

/**
 * The user behind an address: the current one, else the last removed team member (kept for the
 * audit trail; it cannot sign in). Callers that give an address away check `removedAt`.
 */
export async function getUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .orderBy(sql`${users.removedAt} desc nulls first`)
    .limit(1);
  return row;
}

export async function getUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A user with the merchant and profile it belongs to, when any. */
export async function getUserWithAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, merchant: merchants, profile: profiles })
    .from(users)
    .leftJoin(merchants, eq(merchants.id, users.merchantId))
    .leftJoin(profiles, eq(profiles.id, users.profileId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function insertMerchant(db: Db, values: typeof merchants.$inferInsert) {
  await db.insert(merchants).values(values);
}

export async function insertProfile(db: Db, values: typeof profiles.$inferInsert) {
  await db.insert(profiles).values(values);
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  await db.insert(users).values(values);
}

export async function updateUser(db: Db, id: string, patch: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(patch).where(eq(users.id, id));
}

export async function getMerchantById(db: Db, id: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return row;
}

export async function updateMerchant(db: Db, id: string, patch: Partial<typeof merchants.$inferInsert>) {
  await db.update(merchants).set(patch).where(eq(merchants.id, id));
}

/** Spends one recovery code of a user (by its hash); false when it is not one of the unused ones. */
export async function consumeRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ recoveryCodeHashes: sql`array_remove(${users.recoveryCodeHashes}, ${codeHash})` })
    .where(and(eq(users.id, userId), sql`${codeHash} = any(${users.recoveryCodeHashes})`))
    .returning({ id: users.id });
  return rows.length === 1;
}
