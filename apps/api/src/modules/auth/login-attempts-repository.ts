import { and, count, eq, gt, max, min } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { loginAttempts } from '../../platform/db/schema/index.ts';

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

/** Failures since a time, for an account or an IP, with the oldest of them (for the wait). */
export async function failuresSince(db: Db, key: { email: string } | { ip: string }, since: Date) {
  const match = 'email' in key ? eq(loginAttempts.email, key.email) : eq(loginAttempts.ip, key.ip);
  const [row] = await db
    .select({ total: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(match, eq(loginAttempts.succeeded, 0), gt(loginAttempts.createdAt, since)));
  return { total: Number(row?.total ?? 0), oldest: row?.oldest ?? null };
}
