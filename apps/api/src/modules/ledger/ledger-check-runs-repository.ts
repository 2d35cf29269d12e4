import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ledgerCheckRuns, users } from '../../platform/db/schema/index.ts';

export type LedgerCheckRunRow = typeof ledgerCheckRuns.$inferSelect;

export async function insertLedgerCheckRun(db: Db, values: typeof ledgerCheckRuns.$inferInsert) {
  const [row] = await db.insert(ledgerCheckRuns).values(values).returning();
  return row!;
}

export async function getLastLedgerCheckRun(db: Db): Promise<LedgerCheckRunRow | undefined> {
  const [row] = await db.select().from(ledgerCheckRuns).orderBy(desc(ledgerCheckRuns.ranAt)).limit(1);
  return row;
}

/** Active staff of the given roles, who hear of a ledger mismatch. */
export async function findActiveStaffByRoles(db: Db, roles: readonly string[]) {
  const rows = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.isActive, true)));
  return rows;
}
