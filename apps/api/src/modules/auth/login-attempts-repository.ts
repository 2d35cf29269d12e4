import { and, count, desc, eq, gt, max, min } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { loginAttempts, passwordChecks } from '../../platform/db/schema/index.ts';

export async function insertLoginAttempt(db: Db, values: { email: string; ip: string; succeeded: boolean }) {
  await db.insert(loginAttempts).values({ id: newId('lat'), ...values, succeeded: values.succeeded ? 1 : 0 });
}

export async function lastSuccessAt(db: Db, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, 1)));
  return row?.at ?? null;
}

/** An account's sign-in failures since a time, with the oldest of them (for the wait). */
export async function accountFailuresSince(db: Db, email: string, since: Date) {
  const [row] = await db
    .select({ total: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, 0), gt(loginAttempts.createdAt, since)),
    );
  return { total: Number(row?.total ?? 0), oldest: row?.oldest ?? null };
}

/**
 * The accounts that failed to sign in from an address since a time, newest first, at most
 * `limit`: each with its last failure (when the address stops counting it).
 */
export async function failedAccountsFromAddress(db: Db, ip: string, since: Date, limit: number) {
  const last = max(loginAttempts.createdAt);
  const rows = await db
    .select({ last })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, 0), gt(loginAttempts.createdAt, since)))
    .groupBy(loginAttempts.email)
    .orderBy(desc(last))
    .limit(limit);
  return rows.map((r) => r.last).filter((d): d is Date => d !== null);
}

export async function insertPasswordCheck(
  db: Db,
  values: { userId: string; ip: string; succeeded: boolean },
) {
  await db
    .insert(passwordChecks)
    .values({ id: newId('pwc'), ...values, succeeded: values.succeeded ? 1 : 0 });
}

/** A user's wrong confirmations since their last right one (or the window's start), oldest first. */
export async function passwordCheckFailuresSince(db: Db, userId: string, since: Date) {
  const [success] = await db
    .select({ at: max(passwordChecks.createdAt) })
    .from(passwordChecks)
    .where(
      and(
        eq(passwordChecks.userId, userId),
        eq(passwordChecks.succeeded, 1),
        gt(passwordChecks.createdAt, since),
      ),
    );
  const from = success?.at ?? since;
  const [row] = await db
    .select({ total: count(), oldest: min(passwordChecks.createdAt) })
    .from(passwordChecks)
    .where(
      and(
        eq(passwordChecks.userId, userId),
        eq(passwordChecks.succeeded, 0),
        gt(passwordChecks.createdAt, from),
      ),
    );
  return { total: Number(row?.total ?? 0), oldest: row?.oldest ?? null };
}
