import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { merchants, staffActions, users } from '../db/schema/index.ts';

export type StaffActionInput = {
  staffUserId: string;
  action: string;
  merchantId?: string | null;
  objectType?: string | null;
  objectId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
};

/** Values a JSON column keeps: bigints (money) become decimal strings, dates ISO strings. */
function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
}

/**
 * Appends one row to the back-office audit trail. Call it with the transaction that makes the
 * change, so the change and its record commit together (the table refuses updates and deletes).
 */
export async function recordStaffAction(db: Db, a: StaffActionInput): Promise<string> {
  const id = newId('sta');
  await db.insert(staffActions).values({
    id,
    staffUserId: a.staffUserId,
    action: a.action,
    merchantId: a.merchantId ?? null,
    objectType: a.objectType ?? null,
    objectId: a.objectId ?? null,
    before: jsonSafe(a.before),
    after: jsonSafe(a.after),
    reason: a.reason ?? null,
    ip: a.ip ?? null,
  });
  return id;
}

export type StaffActionFilters = {
  staffUserId?: string | undefined;
  action?: string | undefined;
  merchantId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive upper bound. */
  to?: Date | undefined;
  /** Keyset cursor: the last row of the previous page. */
  after?: { createdAt: Date; id: string } | undefined;
  limit: number;
};

export type StaffActionRow = typeof staffActions.$inferSelect & {
  staffEmail: string | null;
  staffName: string | null;
  merchantName: string | null;
};

/** The audit trail, newest first, filtered by staff user, action, merchant and dates. */
export async function listStaffActions(db: Db, f: StaffActionFilters): Promise<StaffActionRow[]> {
  const where: SQL[] = [];
  if (f.staffUserId) where.push(eq(staffActions.staffUserId, f.staffUserId));
  if (f.action) where.push(eq(staffActions.action, f.action));
  if (f.merchantId) where.push(eq(staffActions.merchantId, f.merchantId));
  if (f.from) where.push(gte(staffActions.createdAt, f.from));
  if (f.to) where.push(lt(staffActions.createdAt, f.to));
  if (f.after) {
    where.push(
      or(
        lt(staffActions.createdAt, f.after.createdAt),
        and(eq(staffActions.createdAt, f.after.createdAt), lt(staffActions.id, f.after.id)),
      )!,
    );
  }
  const rows = await db
    .select({
      action: staffActions,
      staffEmail: users.email,
      staffName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      merchantName: merchants.businessName,
    })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.staffUserId))
    .leftJoin(merchants, eq(merchants.id, staffActions.merchantId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(f.limit);
  return rows.map((r) => ({
    ...r.action,
    staffEmail: r.staffEmail,
    staffName: r.staffName,
    merchantName: r.merchantName,
  }));
}

/** The distinct action names recorded so far (for the trail's filter). */
export async function listStaffActionNames(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: staffActions.action })
    .from(staffActions)
    .orderBy(staffActions.action);
  return rows.map((r) => r.action);
}
