import type { FastifyInstance } from 'fastify';
import type { SimulatorState } from '../../engine/state.ts';
import { type MtnApiUserSeed, MtnApiUsers } from './api-users.ts';
import { mtnPaymentRoutes } from './payment-routes.ts';
import { mtnProvisioningRoutes } from './provisioning-routes.ts';
import { mtnStatusJson } from './serialize.ts';
import { mtnTokenRoutes } from './token-routes.ts';

export interface MtnPluginOptions {
  readonly state: SimulatorState;
  readonly apiUsers?: readonly MtnApiUserSeed[];
}

/** The MTN MoMo Open API, mounted under /mtn with MTN's own paths. */
export async function mtnPlugin(app: FastifyInstance, opts: MtnPluginOptions) {
  const { state } = opts;
  const users = new MtnApiUsers(state.clock, opts.apiUsers);

  // MTN PUTs the status body to X-Callback-Url, unsigned.
  state.notifiers.set('mtn', (txn) =>
    txn.callbackUrl
      ? {
          url: txn.callbackUrl,
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: mtnStatusJson(txn),
          operator: 'mtn',
          reference: txn.reference,
        }
      : null,
  );

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      app.log.error(error);
      return reply
        .code(500)
        .send({ code: 'INTERNAL_PROCESSING_ERROR', message: 'An internal error occurred.' });
    }
    return reply.code(status).send({ code: 'BAD_REQUEST', message: error.message });
  });

  await app.register(mtnProvisioningRoutes, { users });
  await app.register(mtnTokenRoutes, { users });
  await app.register(mtnPaymentRoutes, { state, users });
}
