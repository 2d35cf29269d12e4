import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SimulatorState } from '../../engine/state.ts';
import { bearerToken } from '../../http.ts';
import { waveCheckoutRoutes } from './checkout-routes.ts';
import { waveError } from './errors.ts';
import { waveLaunchRoutes } from './launch-routes.ts';
import { wavePayoutRoutes } from './payout-routes.ts';
import { waveSessionBody } from './serialize.ts';
import { waveSignature } from './signature.ts';

/** The Wave Checkout and Payout APIs under /wave, plus the hosted launch page at /wave/c/{id}. */
export async function wavePlugin(app: FastifyInstance, opts: { state: SimulatorState }) {
  const { state } = opts;

  // Checkout webhooks, signed; Wave payouts are polled, they send none here.
  state.notifiers.set('wave', (txn) => {
    const { webhookUrl, webhookSecret } = state.config.wave;
    if (txn.kind !== 'collection' || !webhookUrl) return null;
    const type =
      txn.status === 'SUCCESSFUL' ? 'checkout.session.completed' : 'checkout.session.payment_failed';
    const body = JSON.stringify({
      id: `EV_${randomBytes(8).toString('hex')}`,
      type,
      data: waveSessionBody(txn),
    });
    return {
      url: webhookUrl,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'wave-signature': waveSignature(webhookSecret, body, Math.floor(state.clock.now() / 1000)),
      },
      body,
      operator: 'wave',
      reference: txn.reference,
    };
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      app.log.error(error);
      return waveError(reply, 500, 'internal-server-error', 'An internal error occurred.');
    }
    return waveError(reply, status, 'request-validation-error', error.message);
  });

  await app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      if (!bearerToken(request)) {
        return waveError(reply, 401, 'missing-auth-header', 'Authorization: Bearer <API key> is required.');
      }
    });
    await api.register(waveCheckoutRoutes, { state });
    await api.register(wavePayoutRoutes, { state });
  });
  await app.register(waveLaunchRoutes, { state });
}
