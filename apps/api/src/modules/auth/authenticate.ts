import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken } from '../../platform/auth/access-token.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getSessionById } from './sessions-repository.ts';
import { getUserWithAccount } from './users-repository.ts';

export type AuthContext = {
  userId: string;
  sessionId: string;
  mode: 0 | 1;
  account: NonNullable<Awaited<ReturnType<typeof getUserWithAccount>>>;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: refuses with 401 unless the request carries a live session's access token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

/**
 * Checks the access token and that its session still stands: a logged-out or revoked session,
 * or a deactivated user, is refused even while the token has not expired.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('staff', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const claims = await verifyAccessToken(app.deps.config.jwtSecret, token);
    if (!claims) throw new AppError('SESSION_EXPIRED');
    const session = await getSessionById(app.deps.db, claims.sessionId);
    if (!session || session.userId !== claims.userId || session.revokedAt || session.loggedOutAt) {
      throw new AppError('SESSION_EXPIRED');
    }
    const account = await getUserWithAccount(app.deps.db, claims.userId);
    if (!account?.user.isActive) throw new AppError('SESSION_EXPIRED');
    request.auth = {
      userId: claims.userId,
      sessionId: session.id,
      mode: session.mode === 0 ? 0 : 1,
      account,
    };
  });
});

/** The authenticated context of a route guarded by `app.authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}
