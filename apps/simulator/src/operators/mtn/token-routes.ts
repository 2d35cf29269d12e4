import type { FastifyInstance } from 'fastify';
import { header } from '../../http.ts';
import { type MtnApiUsers, type MtnProduct, TOKEN_TTL_SECONDS } from './api-users.ts';
import { requireSubscriptionKey } from './guards.ts';

/** POST /{product}/token/ : Basic apiUser:apiKey plus subscription key gives a Bearer token. */
export async function mtnTokenRoutes(app: FastifyInstance, opts: { users: MtnApiUsers }) {
  for (const product of ['collection', 'disbursement'] as const satisfies readonly MtnProduct[]) {
    app.post(`/${product}/token/`, async (request, reply) => {
      if (!requireSubscriptionKey(request, reply)) return reply;
      const token = opts.users.issueToken(header(request, 'authorization'), product);
      if (!token) return reply.code(401).send({ error: 'login_failed' });
      return { access_token: token, token_type: 'access_token', expires_in: TOKEN_TTL_SECONDS };
    });
  }
}
