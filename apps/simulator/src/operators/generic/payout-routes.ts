import type { FastifyInstance } from 'fastify';
import { createTransaction, hang, markUnavailable, proceed } from '../../engine/lifecycle.ts';
import { planForNumber } from '../../engine/plan.ts';
import type { SimulatorState } from '../../engine/state.ts';
import { bearerToken, header } from '../../http.ts';
import { genericError, genericUnavailable } from './errors.ts';
import type { GenericOperator } from './operators.ts';
import { readMoneyRequest } from './request.ts';
import { genericStatusBody } from './serialize.ts';

/** Payouts of our protocol (Idempotency-Key required) and the merchant balance. */
export async function genericPayoutRoutes(
  app: FastifyInstance,
  opts: { state: SimulatorState; operator: GenericOperator },
) {
  const { state, operator } = opts;

  app.post('/v1/payouts', async (request, reply) => {
    const key = header(request, 'idempotency-key');
    if (!key)
      return genericError(reply, 400, 'IDEMPOTENCY_KEY_REQUIRED', 'The Idempotency-Key header is required.');
    const previous = state.idempotency.check(operator, key, request.body);
    if (previous.kind === 'mismatch') {
      return genericError(
        reply,
        409,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used with another body.',
      );
    }
    if (previous.kind === 'replay') {
      const txn = state.store.get(operator, previous.reference);
      if (txn) return reply.code(202).send(genericStatusBody(txn));
    }
    const input = readMoneyRequest(operator, request.body);
    if ('code' in input) return genericError(reply, 400, input.code, input.message);
    if (state.store.has(operator, input.reference)) {
      return genericError(
        reply,
        409,
        'DUPLICATE_REFERENCE',
        'A transaction with this reference already exists.',
      );
    }
    const plan = planForNumber('payout', input.phone.national, state.config.pendingDelayMs);
    const txn = createTransaction(state, {
      operator,
      network: operator,
      kind: 'payout',
      reference: input.reference,
      msisdn: input.phone.e164,
      amount: input.amount,
      currency: 'XOF',
      account: 'main',
      callbackUrl: input.callbackUrl,
      plan,
      data: { apiKey: bearerToken(request), idempotencyKey: key, description: input.description },
    });
    state.idempotency.remember(operator, key, request.body, txn.reference);
    if (plan.unavailable || state.faults.take(operator, '503')) {
      markUnavailable(state, txn);
      return genericUnavailable(reply);
    }
    if (plan.hang || state.faults.take(operator, 'timeout')) {
      if (!(await hang(state, txn))) return genericUnavailable(reply);
    }
    proceed(state, txn, plan);
    return reply.code(202).send(genericStatusBody(txn));
  });

  app.get<{ Params: { reference: string } }>('/v1/payouts/:reference', async (request, reply) => {
    if (state.faults.take(operator, '503', 'read')) return genericUnavailable(reply);
    const txn = state.store.get(operator, request.params.reference);
    if (txn?.kind !== 'payout') return genericError(reply, 404, 'NOT_FOUND', 'Unknown reference.');
    return genericStatusBody(txn);
  });

  app.get('/v1/balance', async (_request, reply) => {
    if (state.faults.take(operator, '503', 'read')) return genericUnavailable(reply);
    return { available: Number(state.accounts.balance(operator, 'main')), currency: 'XOF' };
  });
}
