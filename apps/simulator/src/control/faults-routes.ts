import type { FastifyInstance } from 'fastify';
import { FAULT_KINDS, FAULT_SCOPES, type FaultKind, type FaultScope } from '../engine/faults.ts';
import { isRecord } from '../http.ts';
import type { SimulatorControls } from './controls.ts';
import { controlError } from './parse.ts';

/** POST/GET/DELETE /_sim/faults. */
export async function faultsRoutes(app: FastifyInstance, opts: { controls: SimulatorControls }) {
  const { state } = opts.controls;

  app.post('/faults', async (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const { operator = '*', kind, count = 1, scope = 'create' } = body;
    if (typeof operator !== 'string' || operator === '') {
      return controlError(
        reply,
        400,
        'INVALID_OPERATOR',
        "operator: a simulated operator ('mtn', 'wave', 'moov', …) or '*'",
      );
    }
    if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind)) {
      return controlError(reply, 400, 'INVALID_KIND', `kind: one of ${FAULT_KINDS.join(', ')}`);
    }
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) {
      return controlError(reply, 400, 'INVALID_COUNT', 'count: a whole number from 1');
    }
    if (typeof scope !== 'string' || !(FAULT_SCOPES as readonly string[]).includes(scope)) {
      return controlError(reply, 400, 'INVALID_SCOPE', `scope: one of ${FAULT_SCOPES.join(', ')}`);
    }
    state.faults.add({ operator, kind: kind as FaultKind, scope: scope as FaultScope, remaining: count });
    return reply.code(201).send({ faults: state.faults.list() });
  });

  app.get('/faults', async () => ({ faults: state.faults.list() }));

  app.delete('/faults', async () => {
    state.faults.clear();
    return { faults: [] };
  });
}
