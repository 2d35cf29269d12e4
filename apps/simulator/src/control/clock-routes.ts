import type { FastifyInstance } from 'fastify';
import { isRecord, toIso } from '../http.ts';
import type { SimulatorControls } from './controls.ts';
import { controlError } from './parse.ts';

/** GET /_sim/clock and POST /_sim/clock/advance {ms}. */
export async function clockRoutes(app: FastifyInstance, opts: { controls: SimulatorControls }) {
  const { controls } = opts;

  app.get('/clock', async () => {
    const now = controls.state.clock.now();
    return { now, iso: toIso(now), scheduled: controls.state.scheduler.size };
  });

  app.post('/clock/advance', async (request, reply) => {
    const ms = isRecord(request.body) ? request.body.ms : undefined;
    if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0) {
      return controlError(reply, 400, 'INVALID_MS', 'ms: a whole number of milliseconds, 0 or more');
    }
    const { now, fired } = await controls.advance(ms);
    return { now, iso: toIso(now), fired };
  });
}
