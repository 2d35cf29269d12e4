import { REFRESH_TOKEN_TTL_SECONDS } from '@platform/domain';
import { signAccessToken } from '../../platform/auth/access-token.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId, newSecretToken } from '../../platform/db/ids.ts';
import { insertRefreshToken, insertSession } from './sessions-repository.ts';

export type IssuedTokens = { accessToken: string; refreshToken: string; sessionId: string };

/** Adds a refresh token to a session (a new one, or the next of a rotation) and signs an access token. */
export async function issueTokens(db: Db, secret: Uint8Array, userId: string, sessionId: string, now: Date) {
  const refreshToken = newSecretToken();
  await insertRefreshToken(db, {
    id: newId('rtk'),
    sessionId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  const accessToken = await signAccessToken(secret, { userId, sessionId });
  return { accessToken, refreshToken, sessionId };
}

/** Opens a session for a user who just proved who they are. */
export async function openSession(
  db: Db,
  secret: Uint8Array,
  input: { userId: string; mode: 0 | 1; ip: string; userAgent: string | undefined; now: Date },
): Promise<IssuedTokens> {
  const sessionId = newId('ses');
  await insertSession(db, {
    id: sessionId,
    userId: input.userId,
    mode: input.mode,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    expiresAt: new Date(input.now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return issueTokens(db, secret, input.userId, sessionId, input.now);
}
