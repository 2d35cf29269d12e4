import { randomBytes } from 'node:crypto';
import { parseAmount } from '@platform/domain';
import type { FastifyInstance } from 'fastify';
import { createTransaction, hang, markUnavailable, proceed } from '../../engine/lifecycle.ts';
import { planForNumber } from '../../engine/plan.ts';
import type { SimulatorState } from '../../engine/state.ts';
import { bearerToken, header, isRecord, stringField } from '../../http.ts';
import { waveError, waveUnavailable, waveValidationError } from './errors.ts';
import { waveMobile } from './mobile.ts';
import { wavePayoutBody } from './serialize.ts';

const newPayoutId = () => `pt-${randomBytes(10).toString('hex')}`;

/** Wave payouts (idempotent by the required Idempotency-Key) and the wallet balance. */
export async function wavePayoutRoutes(app: FastifyInstance, opts: { state: SimulatorState }) {
  const { state } = opts;

  app.post('/v1/payout', async (request, reply) => {
    const key = header(request, 'idempotency-key');
    if (!key)
      return waveError(reply, 400, 'missing-idempotency-key', 'The Idempotency-Key header is required.');
    if (!isRecord(request.body)) return waveValidationError(reply, 'A JSON body is required.');
    const body = request.body;

    const previous = state.idempotency.check('wave', key, body);
    if (previous.kind === 'mismatch') {
      return waveError(
        reply,
        409,
        'idempotency-mismatch',
        'This Idempotency-Key was already used with a different request body.',
      );
    }
    if (previous.kind === 'replay') {
      const txn = state.store.get('wave', previous.reference);
      if (txn) return wavePayoutBody(txn);
    }

    if (body.currency !== 'XOF') return waveValidationError(reply, 'currency must be XOF.');
    const amount = typeof body.receive_amount === 'string' ? parseAmount(body.receive_amount) : null;
    if (amount === null)
      return waveValidationError(reply, 'receive_amount must be a whole number, as a string.');
    const mobile = typeof body.mobile === 'string' ? waveMobile(body.mobile) : null;
    if (!mobile)
      return waveValidationError(reply, 'mobile must be a Wave number (Senegal or Côte d’Ivoire) in E.164.');

    const plan = planForNumber('payout', mobile.phone.national, state.config.pendingDelayMs);
    const txn = createTransaction(state, {
      operator: 'wave',
      network: mobile.network,
      kind: 'payout',
      reference: newPayoutId(),
      externalId: stringField(body, 'client_reference') ?? null,
      msisdn: mobile.phone.e164,
      amount,
      currency: 'XOF',
      account: 'main',
      plan,
      data: {
        apiKey: bearerToken(request),
        idempotencyKey: key,
        name: stringField(body, 'name'),
        paymentReason: stringField(body, 'payment_reason'),
      },
    });
    state.idempotency.remember('wave', key, body, txn.reference);
    if (plan.unavailable || state.faults.take('wave', '503')) {
      markUnavailable(state, txn);
      return waveUnavailable(reply);
    }
    if (plan.hang || state.faults.take('wave', 'timeout')) {
      if (!(await hang(state, txn))) return waveUnavailable(reply);
    }
    proceed(state, txn, plan);
    return wavePayoutBody(txn);
  });

  app.get<{ Params: { id: string } }>('/v1/payout/:id', async (request, reply) => {
    if (state.faults.take('wave', '503', 'read')) return waveUnavailable(reply);
    const txn = state.store.get('wave', request.params.id);
    if (txn?.kind !== 'payout') return waveError(reply, 404, 'payout-not-found', 'No payout with this id.');
    return wavePayoutBody(txn);
  });

  app.get<{ Querystring: { client_reference?: string } }>('/v1/payouts/search', async (request) => {
    const wanted = request.query.client_reference;
    const result = state.store
      .list({ operator: 'wave', kind: 'payout' })
      .filter((txn) => wanted !== undefined && txn.externalId === wanted)
      .map(wavePayoutBody);
    return { result };
  });

  app.get('/v1/balance', async (_request, reply) => {
    if (state.faults.take('wave', '503', 'read')) return waveUnavailable(reply);
    return { amount: state.accounts.balance('wave', 'main').toString(), currency: 'XOF' };
  });
}
