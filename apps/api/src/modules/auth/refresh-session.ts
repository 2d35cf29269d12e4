import type { User } from '@platform/contracts';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type IssuedTokens, issueTokens } from './issue-session.ts';
import type { ClientInfo } from './login.ts';
import {
  claimRefreshToken,
  getRefreshTokenByHash,
  getSessionById,
  revokeSession,
} from './sessions-repository.ts';
import { toUserView } from './user-view.ts';
import { getUserWithAccount } from './users-repository.ts';

/**
 * Trades a refresh token for a new pair. Each token works once: presenting a used one means it was
 * stolen or replayed, so the whole session (the token family) is revoked.
 */
export async function refreshSession(
  deps: AppDeps,
  refreshToken: string | undefined,
  client: ClientInfo,
): Promise<IssuedTokens & { user: User }> {
  const { db, config } = deps;
  const now = new Date();
  if (!refreshToken) throw new AppError('SESSION_EXPIRED');
  const token = await getRefreshTokenByHash(db, hashToken(refreshToken));
  if (!token) throw new AppError('SESSION_EXPIRED');
  const session = await getSessionById(db, token.sessionId);
  if (!session) throw new AppError('SESSION_EXPIRED');

  const reuse = async () => {
    await revokeSession(db, session.id, 'refresh_token_reused', now);
    await recordAudit(db, {
      event: 'refresh.reused',
      userId: session.userId,
      ...client,
      details: { session: session.id },
    });
    return new AppError('SESSION_EXPIRED');
  };
  if (token.usedAt) throw await reuse();
  if (session.revokedAt || session.loggedOutAt || session.expiresAt <= now || token.expiresAt <= now) {
    throw new AppError('SESSION_EXPIRED');
  }
  const account = await getUserWithAccount(db, session.userId);
  if (!account?.user.isActive) throw new AppError('SESSION_EXPIRED');

  const result = await db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, token.id, now))) return null;
    return issueTokens(tx, config.jwtSecret, session.userId, session.id, now);
  });
  if (!result) throw await reuse();
  return { ...result, user: toUserView(account, session) };
}
