import type { FastifyInstance } from 'fastify';
import type { SimulatorState } from '../../engine/state.ts';
import { bearerToken } from '../../http.ts';
import { genericCollectionRoutes } from './collection-routes.ts';
import { genericError } from './errors.ts';
import type { GenericOperator } from './operators.ts';
import { genericPayoutRoutes } from './payout-routes.ts';
import { genericStatusBody } from './serialize.ts';
import { genericSignature } from './signature.ts';

/** Our documented protocol for one network, mounted under /{operator}. */
export async function genericPlugin(
  app: FastifyInstance,
  opts: { state: SimulatorState; operator: GenericOperator },
) {
  const { state, operator } = opts;

  state.notifiers.set(operator, (txn) => {
    if (!txn.callbackUrl) return null;
    const body = JSON.stringify(genericStatusBody(txn, true));
    return {
      url: txn.callbackUrl,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': genericSignature(state.config.callbackSecret, body),
      },
      body,
      operator,
      reference: txn.reference,
    };
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      app.log.error(error);
      return genericError(reply, 500, 'INTERNAL_ERROR', 'An internal error occurred.');
    }
    return genericError(reply, status, 'INVALID_REQUEST', error.message);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!bearerToken(request)) {
      return genericError(reply, 401, 'UNAUTHORIZED', 'Authorization: Bearer <API key> is required.');
    }
  });

  await app.register(genericCollectionRoutes, { state, operator });
  await app.register(genericPayoutRoutes, { state, operator });
}
