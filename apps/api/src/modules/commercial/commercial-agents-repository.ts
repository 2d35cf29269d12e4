import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { commercialAgents, commissionTerms, users } from '../../platform/db/schema/index.ts';

export type CommercialAgentRow = typeof commercialAgents.$inferSelect;

export async function getAgentByCode(db: Db, code: string) {
  const [row] = await db
    .select({ agent: commercialAgents, user: users })
    .from(commercialAgents)
    .innerJoin(users, eq(users.id, commercialAgents.userId))
    .where(and(eq(commercialAgents.code, code), eq(users.role, 'COMMERCIAL')))
    .limit(1);
  return row;
}

export async function getAgent(db: Db, userId: string): Promise<CommercialAgentRow | undefined> {
  const [row] = await db.select().from(commercialAgents).where(eq(commercialAgents.userId, userId)).limit(1);
  return row;
}

/** Creates the agent's row unless it exists (or its code is taken); answers the row if there is one. */
export async function ensureAgentRow(db: Db, values: typeof commercialAgents.$inferInsert) {
  await db.insert(commercialAgents).values(values).onConflictDoNothing();
  return getAgent(db, values.userId);
}

export async function updateAgent(db: Db, userId: string, patch: { rateBps: number; months: number }) {
  const [row] = await db
    .update(commercialAgents)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(commercialAgents.userId, userId))
    .returning();
  return row;
}

/** Every staff user of role COMMERCIAL, with its agent row when it has one. */
export async function listAgentUsers(db: Db) {
  return db
    .select({ user: users, agent: commercialAgents })
    .from(users)
    .leftJoin(commercialAgents, eq(commercialAgents.userId, users.id))
    .where(eq(users.role, 'COMMERCIAL'))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** How many merchants each agent has. */
export async function countAgentMerchants(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ userId: commissionTerms.agentUserId, n: count() })
    .from(commissionTerms)
    .where(and(eq(commissionTerms.kind, 'agent'), inArray(commissionTerms.agentUserId, userIds)))
    .groupBy(commissionTerms.agentUserId);
  return new Map(rows.map((r) => [r.userId!, Number(r.n)]));
}
