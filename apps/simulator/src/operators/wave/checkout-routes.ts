import { randomBytes } from 'node:crypto';
import { parseAmount } from '@platform/domain';
import type { FastifyInstance } from 'fastify';
import { createTransaction, settle } from '../../engine/lifecycle.ts';
import type { SimulatorState } from '../../engine/state.ts';
import { bearerToken, isHttpUrl, isRecord, publicBaseUrl, stringField } from '../../http.ts';
import { waveError, waveValidationError } from './errors.ts';
import { waveMobile } from './mobile.ts';
import { waveSessionBody } from './serialize.ts';

export const newSessionId = () => `cos-${randomBytes(10).toString('hex')}`;

/** Wave Checkout: create, read and expire sessions. */
export async function waveCheckoutRoutes(app: FastifyInstance, opts: { state: SimulatorState }) {
  const { state } = opts;

  app.post('/v1/checkout/sessions', async (request, reply) => {
    if (!isRecord(request.body)) return waveValidationError(reply, 'A JSON body is required.');
    const body = request.body;
    const amount = typeof body.amount === 'string' ? parseAmount(body.amount) : null;
    if (amount === null)
      return waveValidationError(reply, 'amount must be a whole number of XOF, as a string.');
    if (body.currency !== 'XOF') return waveValidationError(reply, 'currency must be XOF.');
    const successUrl = stringField(body, 'success_url');
    const errorUrl = stringField(body, 'error_url');
    if (!successUrl || !isHttpUrl(successUrl) || !errorUrl || !isHttpUrl(errorUrl)) {
      return waveValidationError(reply, 'success_url and error_url must be http(s) URLs.');
    }
    const clientReference = stringField(body, 'client_reference') ?? null;
    if (clientReference && clientReference.length > 255) {
      return waveValidationError(reply, 'client_reference is at most 255 characters.');
    }
    let restrictPayerMobile: string | null = null;
    if (body.restrict_payer_mobile !== undefined && body.restrict_payer_mobile !== null) {
      const mobile =
        typeof body.restrict_payer_mobile === 'string' ? waveMobile(body.restrict_payer_mobile) : null;
      if (!mobile) return waveValidationError(reply, 'restrict_payer_mobile must be a Wave number in E.164.');
      restrictPayerMobile = mobile.phone.e164;
    }
    const id = newSessionId();
    const now = state.clock.now();
    const txn = createTransaction(state, {
      operator: 'wave',
      network: null,
      kind: 'collection',
      reference: id,
      externalId: clientReference,
      msisdn: null,
      amount,
      currency: 'XOF',
      account: 'main',
      data: {
        apiKey: bearerToken(request),
        successUrl,
        errorUrl,
        restrictPayerMobile,
        launchUrl: `${publicBaseUrl(request, state.config.publicUrl)}/wave/c/${id}`,
        expiresAt: now + state.config.wave.sessionTtlMs,
      },
    });
    txn.awaiting = 'checkout';
    state.scheduler.after(state.config.wave.sessionTtlMs, () => expireSession(state, txn.reference));
    return waveSessionBody(txn);
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    if (state.faults.take('wave', '503', 'read'))
      return waveError(reply, 503, 'service-unavailable', 'Retry.');
    const txn = state.store.get('wave', request.params.id);
    if (txn?.kind !== 'collection') {
      return waveError(reply, 404, 'checkout-session-not-found', 'No checkout session with this id.');
    }
    return waveSessionBody(txn);
  });

  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request, reply) => {
    const txn = state.store.get('wave', request.params.id);
    if (txn?.kind !== 'collection') {
      return waveError(reply, 404, 'checkout-session-not-found', 'No checkout session with this id.');
    }
    if (txn.status !== 'PENDING' || txn.awaiting !== 'checkout') {
      return waveError(
        reply,
        409,
        'checkout-session-not-open',
        'Only an open session without payment can expire.',
      );
    }
    expireSession(state, txn.reference);
    return waveSessionBody(txn);
  });
}

/** An open session nobody paid closes as expired; Wave sends no webhook for that. */
function expireSession(state: SimulatorState, id: string): void {
  const txn = state.store.get('wave', id);
  if (txn?.status !== 'PENDING' || txn.awaiting !== 'checkout') return;
  txn.plan = { outcome: 'expired', unavailable: false, hang: false, next: { kind: 'await' }, callbacks: 0 };
  settle(state, txn, { kind: 'fail', reason: 'EXPIRED' });
}
