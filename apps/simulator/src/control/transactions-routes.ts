import type { FastifyInstance, FastifyReply } from 'fastify';
import { approve, refuse } from '../engine/lifecycle.ts';
import type { SimulatorState } from '../engine/state.ts';
import type { TransactionKind, TransactionStatus } from '../engine/types.ts';
import { isRecord } from '../http.ts';
import { waveMobile } from '../operators/wave/mobile.ts';
import type { SimulatorControls } from './controls.ts';
import { controlError } from './parse.ts';
import { controlView } from './serialize.ts';

const STATUSES = ['PENDING', 'SUCCESSFUL', 'FAILED'] as const;
const KINDS = ['collection', 'payout'] as const;

interface RefRoute {
  Params: { ref: string };
  Querystring: { operator?: string };
  Body: unknown;
}

/** GET /_sim/transactions, one transaction, approve and refuse. */
export async function transactionsRoutes(app: FastifyInstance, opts: { controls: SimulatorControls }) {
  const { state } = opts.controls;

  app.get<{ Querystring: { operator?: string; status?: string; kind?: string } }>(
    '/transactions',
    async (request, reply) => {
      const { operator, status, kind } = request.query;
      const upper = status?.toUpperCase();
      if (upper && !(STATUSES as readonly string[]).includes(upper)) {
        return controlError(reply, 400, 'INVALID_STATUS', `status: one of ${STATUSES.join(', ')}`);
      }
      if (kind && !(KINDS as readonly string[]).includes(kind)) {
        return controlError(reply, 400, 'INVALID_KIND', `kind: one of ${KINDS.join(', ')}`);
      }
      const list = state.store.list({
        operator: operator || undefined,
        status: upper as TransactionStatus | undefined,
        kind: kind as TransactionKind | undefined,
      });
      return { transactions: list.map(controlView) };
    },
  );

  app.get<RefRoute>('/transactions/:ref', async (request, reply) => {
    const txn = find(state, request.params.ref, request.query.operator, reply);
    return txn ? controlView(txn) : reply;
  });

  app.post<RefRoute>('/transactions/:ref/approve', async (request, reply) => {
    const txn = find(state, request.params.ref, operatorOf(request), reply);
    if (!txn) return reply;
    if (txn.status !== 'PENDING') return controlError(reply, 409, 'NOT_PENDING', `Already ${txn.status}.`);
    if (txn.msisdn === null) {
      const given =
        isRecord(request.body) && typeof request.body.msisdn === 'string' ? request.body.msisdn : '';
      const mobile = waveMobile(given);
      if (!mobile) {
        return controlError(reply, 400, 'PAYER_REQUIRED', 'This checkout has no payer yet: send { msisdn }.');
      }
      txn.msisdn = mobile.phone.e164;
      txn.network = mobile.network;
    }
    txn.otp = null;
    approve(state, txn);
    await state.callbacks.flush();
    return controlView(txn);
  });

  app.post<RefRoute>('/transactions/:ref/refuse', async (request, reply) => {
    const txn = find(state, request.params.ref, operatorOf(request), reply);
    if (!txn) return reply;
    if (txn.status !== 'PENDING') return controlError(reply, 409, 'NOT_PENDING', `Already ${txn.status}.`);
    txn.otp = null;
    refuse(state, txn);
    await state.callbacks.flush();
    return controlView(txn);
  });
}

function operatorOf(request: { query: { operator?: string }; body: unknown }): string | undefined {
  if (request.query.operator) return request.query.operator;
  return isRecord(request.body) && typeof request.body.operator === 'string'
    ? request.body.operator
    : undefined;
}

function find(state: SimulatorState, ref: string, operator: string | undefined, reply: FastifyReply) {
  const found = state.store.findByReference(ref).filter((txn) => !operator || txn.operator === operator);
  if (found.length === 1) return found[0];
  if (found.length === 0) void controlError(reply, 404, 'NOT_FOUND', 'No transaction with this reference.');
  else void controlError(reply, 409, 'AMBIGUOUS', 'Several operators hold this reference: add ?operator=.');
  return undefined;
}
