import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';

export type StaffUserRow = typeof users.$inferSelect;

/** Every staff user (no merchant, a role other than MERCHANT), oldest first. */
export async function listStaffUsers(db: Db): Promise<StaffUserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(isNull(users.merchantId), ne(users.role, 'MERCHANT')))
    .orderBy(asc(users.createdAt), asc(users.id));
}

export async function getStaffUser(db: Db, id: string): Promise<StaffUserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.merchantId), ne(users.role, 'MERCHANT')));
  return row;
}

/** Staff users per role (the privileges page). */
export async function countStaffByRole(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ role: users.role, n: count() })
    .from(users)
    .where(and(isNull(users.merchantId), ne(users.role, 'MERCHANT')))
    .groupBy(users.role);
  return new Map(rows.map((r) => [r.role, Number(r.n)]));
}

export async function insertStaffUser(db: Db, values: typeof users.$inferInsert) {
  await db.insert(users).values(values);
}

export async function updateStaffUser(db: Db, id: string, patch: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(patch).where(eq(users.id, id));
}
