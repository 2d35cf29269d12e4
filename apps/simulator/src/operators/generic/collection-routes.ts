import { OPERATORS } from '@platform/domain';
import type { FastifyInstance } from 'fastify';
import { createTransaction, hang, markUnavailable, proceed, settle } from '../../engine/lifecycle.ts';
import { planForNumber } from '../../engine/plan.ts';
import type { SimulatorState } from '../../engine/state.ts';
import { bearerToken, isRecord } from '../../http.ts';
import { newOtp } from '../../wallets/otp-book.ts';
import { genericError, genericUnavailable } from './errors.ts';
import { type GenericOperator, OTP_ATTEMPTS } from './operators.ts';
import { readMoneyRequest } from './request.ts';
import { customerAction, genericStatusBody } from './serialize.ts';

/** Collections of our protocol: push or OTP, status, and OTP submission. */
export async function genericCollectionRoutes(
  app: FastifyInstance,
  opts: { state: SimulatorState; operator: GenericOperator },
) {
  const { state, operator } = opts;
  const usesOtp = OPERATORS[operator].action === 'otp';

  app.post('/v1/collections', async (request, reply) => {
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
    const msisdn = input.phone.e164;
    if (
      usesOtp &&
      input.otp !== null &&
      !state.otps.consume(operator, msisdn, input.otp, state.clock.now())
    ) {
      return genericError(reply, 400, 'INVALID_OTP', 'The one-time code is wrong or expired.');
    }
    const plan = planForNumber('collection', input.phone.national, state.config.pendingDelayMs);
    const txn = createTransaction(state, {
      operator,
      network: operator,
      kind: 'collection',
      reference: input.reference,
      msisdn,
      amount: input.amount,
      currency: 'XOF',
      account: 'main',
      callbackUrl: input.callbackUrl,
      plan,
      data: { apiKey: bearerToken(request), description: input.description },
    });
    if (plan.unavailable || state.faults.take(operator, '503')) {
      markUnavailable(state, txn);
      return genericUnavailable(reply);
    }
    if (plan.hang || state.faults.take(operator, 'timeout')) {
      if (!(await hang(state, txn))) return genericUnavailable(reply);
    }
    if (usesOtp && input.otp === null) {
      txn.otp = newOtp();
      txn.otpAttemptsLeft = OTP_ATTEMPTS;
      txn.awaiting = 'otp';
    } else {
      proceed(state, txn, plan);
    }
    return reply
      .code(202)
      .send({ reference: txn.reference, status: 'PENDING', action: customerAction(operator) });
  });

  app.post<{ Params: { reference: string } }>('/v1/collections/:reference/otp', async (request, reply) => {
    const txn = state.store.get(operator, request.params.reference);
    if (txn?.kind !== 'collection') return genericError(reply, 404, 'NOT_FOUND', 'Unknown reference.');
    if (txn.status !== 'PENDING' || txn.awaiting !== 'otp' || !txn.plan) {
      return genericError(
        reply,
        409,
        'NOT_AWAITING_OTP',
        'This collection is not waiting for a one-time code.',
      );
    }
    const otp = isRecord(request.body) ? request.body.otp : undefined;
    if (typeof otp !== 'string' || otp !== txn.otp) {
      txn.otpAttemptsLeft--;
      if (txn.otpAttemptsLeft <= 0) {
        txn.otp = null;
        settle(state, txn, { kind: 'fail', reason: 'INVALID_OTP' });
      }
      return genericError(reply, 400, 'INVALID_OTP', 'The one-time code is wrong.', {
        attempts_left: Math.max(0, txn.otpAttemptsLeft),
      });
    }
    txn.otp = null;
    proceed(state, txn, txn.plan);
    return reply.code(202).send(genericStatusBody(txn));
  });

  app.get<{ Params: { reference: string } }>('/v1/collections/:reference', async (request, reply) => {
    if (state.faults.take(operator, '503', 'read')) return genericUnavailable(reply);
    const txn = state.store.get(operator, request.params.reference);
    if (txn?.kind !== 'collection') return genericError(reply, 404, 'NOT_FOUND', 'Unknown reference.');
    return genericStatusBody(txn);
  });
}
