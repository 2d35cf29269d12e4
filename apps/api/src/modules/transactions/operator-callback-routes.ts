import { isOperatorCode } from '@platform/domain';
import type { FastifyInstance } from 'fastify';
import { notePayoutCallback } from '../payouts/note-payout-callback.ts';
import { noteCollectionCallback } from './transactions-repository.ts';

/**
 * Operators' callbacks. They are hints: the signature (where the operator signs) is checked, the
 * callback is logged on the transaction's timeline and its status check made due now, in one
 * statement, and this process's collection checker is woken; the answer to its status query
 * decides. Duplicate or forged callbacks therefore change nothing.
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
    const transactionId = await noteCollectionCallback(
      app.deps.db,
      hint.reference,
      operator,
      mode === 'live' ? 1 : 0,
    );
    if (!transactionId) return { received: false };
    app.deps.collectionChecks.wake();
    return { received: true };
  };

  const schema = { hide: true };
  app.post('/operators/callbacks/:operator/:mode', { schema }, handler);
  app.put('/operators/callbacks/:operator/:mode', { schema }, handler);
}
