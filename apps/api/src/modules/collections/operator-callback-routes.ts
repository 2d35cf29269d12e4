import { isOperatorCode } from '@platform/domain';
import type { FastifyInstance } from 'fastify';
import { notePayoutCallback } from '../payouts/note-payout-callback.ts';

/**
 * Operators' callbacks. They are hints: the signature (where the operator signs) is checked, and
 * a collection's callback is handed to this process's collection checker, which asks the
 * operator at once, logs the callback on the timeline, and applies the answer to its status
 * query: that answer decides. Duplicate or forged callbacks therefore change nothing, and cost
 * no database write. (A payout's callback is noted on its timeline and queues its query.)
 */
export async function operatorCallbackRoutes(app: FastifyInstance) {
  // Signatures are computed on the raw body: keep it as text here.
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  const handler = async (
    request: import('fastify').FastifyRequest<{ Params: { operator: string; mode: string } }>,
  ) => {
    const { operator, mode } = request.params;
    const known = isOperatorCode(operator) || operator === 'card';
    if (!known || (mode !== 'live' && mode !== 'sandbox')) return { received: false };
    const adapter = app.deps.operators(operator, mode === 'live' ? 1 : 0);
    const hint = adapter.readCallback(request.headers, typeof request.body === 'string' ? request.body : '');
    if (hint?.kind === 'payout')
      return {
        received: await notePayoutCallback(app.deps.db, hint.reference, operator, mode === 'live' ? 1 : 0),
      };
    if (hint?.kind !== 'collection') return { received: false };
    // Nothing written here: the checker logs the callback on the timeline when it asks.
    app.deps.collectionChecks.hint({
      reference: hint.reference,
      operator,
      mode: mode === 'live' ? 1 : 0,
    });
    return { received: true };
  };

  const schema = { hide: true };
  app.post('/operators/callbacks/:operator/:mode', { schema }, handler);
  app.put('/operators/callbacks/:operator/:mode', { schema }, handler);
}
