import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { profiles, refreshTokens, sessions, teamInvitations, users } from '../../platform/db/schema/index.ts';

export type InvitationRow = typeof teamInvitations.$inferSelect;

export async function insertInvitation(db: Db, values: typeof teamInvitations.$inferInsert) {
  const [row] = await db.insert(teamInvitations).values(values).returning();
  return row!;
}

export async function getInvitationByHash(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** One invitation of a merchant, locked for an update when `forUpdate`. */
export async function getMerchantInvitation(db: Db, merchantId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.merchantId, merchantId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The merchant's invitations (or one), newest first; accepted ones are members now and left out. */
export async function findInvitations(db: Db, merchantId: string, id?: string) {
  return db
    .select({
      invitation: teamInvitations,
      inviter: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(
      and(
        eq(teamInvitations.merchantId, merchantId),
        isNull(teamInvitations.acceptedAt),
        id ? eq(teamInvitations.id, id) : undefined,
      ),
    )
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id))
    .limit(200);
}

/** A pending (not accepted, not cancelled, not expired) invitation to that address, any merchant. */
export async function getPendingInvitationFor(db: Db, email: string, now: Date) {
  const [row] = await db
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.email, email),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.canceledAt),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function updateInvitation(
  db: Db,
  id: string,
  patch: Partial<typeof teamInvitations.$inferInsert>,
) {
  const [row] = await db.update(teamInvitations).set(patch).where(eq(teamInvitations.id, id)).returning();
  return row!;
}

/** Marks the invitation accepted; false when another request accepted or cancelled it first. */
export async function claimInvitation(db: Db, id: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ acceptedAt: at, userId })
    .where(
      and(eq(teamInvitations.id, id), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.canceledAt)),
    )
    .returning({ id: teamInvitations.id });
  return rows.length === 1;
}

/** When a member last signed in or refreshed a session. */
const lastSeen = sql<string | null>`(
    select greatest(max(${sessions.createdAt}), max(${refreshTokens.createdAt}))
    from ${sessions} left join ${refreshTokens} on ${refreshTokens.sessionId} = ${sessions.id}
    where ${sessions.userId} = ${users.id}
  )`;

const memberColumns = { user: users, profile: profiles, lastSeenAt: lastSeen };

/** The merchant's active members with their profile, the owner first. */
export async function findMembers(db: Db, merchantId: string) {
  return db
    .select(memberColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.merchantId, merchantId), isNull(users.removedAt), eq(users.isActive, true)))
    .orderBy(sql`case when ${profiles.type} = 'ADMIN' then 0 else 1 end`, asc(users.createdAt))
    .limit(500);
}

/** One active member of the merchant. */
export async function getMember(db: Db, merchantId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.id, userId), eq(users.merchantId, merchantId), isNull(users.removedAt)))
    .limit(1);
  return row;
}

export async function updateProfileAccess(
  db: Db,
  profileId: string,
  patch: { type: string; permissions: string[] },
) {
  await db.update(profiles).set(patch).where(eq(profiles.id, profileId));
}
