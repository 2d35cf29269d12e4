import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { refreshTokens, sessions } from '../../platform/db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function getSessionById(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

export async function setSessionMode(db: Db, id: string, mode: 0 | 1) {
  await db.update(sessions).set({ mode }).where(eq(sessions.id, id));
}

export async function markSessionLoggedOut(db: Db, id: string, at: Date) {
  await db
    .update(sessions)
    .set({ loggedOutAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.loggedOutAt)));
}

export async function revokeSession(db: Db, id: string, reason: string, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, but the one named in `except` (the caller's own). */
export async function revokeUserSessions(db: Db, userId: string, reason: string, at: Date, except?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except ? ne(sessions.id, except) : undefined,
      ),
    );
}

export async function insertRefreshToken(db: Db, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

export async function getRefreshTokenByHash(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a refresh token used; false when another request used it first. */
export async function claimRefreshToken(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}
