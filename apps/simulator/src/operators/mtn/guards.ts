import type { OperatorCode } from '@platform/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorConfig } from '../../engine/state.ts';
import { bearerToken, header } from '../../http.ts';
import type { MtnApiUsers, MtnProduct } from './api-users.ts';
import { mtnError } from './errors.ts';

/** 401 unless the request carries an Ocp-Apim-Subscription-Key; true when it may go on. */
export function requireSubscriptionKey(request: FastifyRequest, reply: FastifyReply): boolean {
  if (header(request, 'ocp-apim-subscription-key')) return true;
  void reply.code(401).send({
    statusCode: 401,
    message:
      'Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API.',
  });
  return false;
}

/**
 * Checks subscription key, Bearer token (issued for this product) and X-Target-Environment.
 * Returns the network the environment stands for (null: sandbox), or undefined after replying.
 */
export function authorizeProductCall(
  request: FastifyRequest,
  reply: FastifyReply,
  users: MtnApiUsers,
  product: MtnProduct,
  config: SimulatorConfig,
): OperatorCode | null | undefined {
  if (!requireSubscriptionKey(request, reply)) return undefined;
  if (!users.verify(bearerToken(request), product)) {
    void mtnError(reply, 401, 'UNAUTHORIZED', 'Access denied due to invalid or expired access token.');
    return undefined;
  }
  const environment = header(request, 'x-target-environment');
  if (!environment || !(environment in config.mtn.environments)) {
    void mtnError(
      reply,
      400,
      'NOT_ALLOWED_TARGET_ENVIRONMENT',
      `Access to target environment ${environment ?? '(missing)'} is forbidden.`,
    );
    return undefined;
  }
  return config.mtn.environments[environment] ?? null;
}
