import type { FastifyInstance } from 'fastify';
import { computeStats } from '../engine/stats.ts';
import { isHttpUrl, isRecord, toIso } from '../http.ts';
import { MTN_SANDBOX_NUMBERS } from '../operators/mtn/sandbox-numbers.ts';
import { OTHER_ENDINGS, OUTCOMES } from '../outcomes.ts';
import type { SimulatorControls } from './controls.ts';
import { controlError } from './parse.ts';

/** Stats, reset, callback log, outcome table and Wave webhook settings. */
export async function stateRoutes(app: FastifyInstance, opts: { controls: SimulatorControls }) {
  const { controls } = opts;
  const { state } = controls;

  app.get('/stats', async () => computeStats(state));

  app.post('/reset', async () => {
    controls.reset();
    return { reset: true, now: state.clock.now() };
  });

  app.get('/callbacks', async () => ({
    callbacks: state.callbacks.log().map((entry) => ({ ...entry, at: toIso(entry.at) })),
  }));

  app.get('/outcomes', async () => ({
    outcomes: OUTCOMES,
    other: OTHER_ENDINGS,
    mtnSandbox: Object.entries(MTN_SANDBOX_NUMBERS).map(([msisdn, { label }]) => ({ msisdn, label })),
  }));

  app.get('/webhooks/wave', async () => ({ url: state.config.wave.webhookUrl }));

  app.put('/webhooks/wave', async (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const { url, secret } = body;
    if (url !== null && (typeof url !== 'string' || !isHttpUrl(url))) {
      return controlError(reply, 400, 'INVALID_URL', 'url: an http(s) URL, or null to stop webhooks');
    }
    if (secret !== undefined && (typeof secret !== 'string' || secret === '')) {
      return controlError(reply, 400, 'INVALID_SECRET', 'secret: a non-empty string');
    }
    state.config.wave.webhookUrl = url;
    if (typeof secret === 'string') state.config.wave.webhookSecret = secret;
    return { url };
  });
}
