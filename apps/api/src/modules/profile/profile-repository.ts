import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { auditLog, refreshTokens, sessions, users } from '../../platform/db/schema/index.ts';

/** The user's open sessions (not logged out, not revoked, not expired), newest use first. */
export async function findOpenSessions(db: Db, userId: string, now: Date) {
  const lastSeen = sql<
    Date | string
  >`greatest(${sessions.createdAt}, coalesce(max(${refreshTokens.createdAt}), ${sessions.createdAt}))`;
  return db
    .select({ session: sessions, lastSeenAt: lastSeen })
    .from(sessions)
    .leftJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        isNull(sessions.loggedOutAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .groupBy(sessions.id)
    .orderBy(desc(lastSeen))
    .limit(50);
}

/** The merchant's recent security events: those of its users and those written for it. */
export async function findSecurityEvents(db: Db, merchantId: string, events: readonly string[], limit = 50) {
  const members = db.select({ id: users.id }).from(users).where(eq(users.merchantId, merchantId));
  return db
    .select({ event: auditLog, email: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        or(eq(auditLog.merchantId, merchantId), inArray(auditLog.userId, members)),
        inArray(auditLog.event, [...events]),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
