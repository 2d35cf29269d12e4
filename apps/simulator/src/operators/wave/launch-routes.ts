import type { FastifyInstance, FastifyReply } from 'fastify';
import { hang, proceed, settle } from '../../engine/lifecycle.ts';
import { planForNumber } from '../../engine/plan.ts';
import type { SimulatorState } from '../../engine/state.ts';
import type { SimTransaction } from '../../engine/types.ts';
import { isRecord } from '../../http.ts';
import { renderLaunchPage, renderUnavailable, renderUnknownSession } from './launch-page.ts';
import { waveMobile } from './mobile.ts';

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(page);

/** Where the customer goes once the payment is final, or the page again while it is pending. */
function afterPayment(reply: FastifyReply, txn: SimTransaction) {
  if (txn.status === 'SUCCESSFUL') return reply.redirect(String(txn.data.successUrl), 303);
  if (txn.status === 'FAILED') return reply.redirect(String(txn.data.errorUrl), 303);
  return html(reply, 200, renderLaunchPage(txn));
}

/** The hosted page behind wave_launch_url, where a tester pays or cancels. */
export async function waveLaunchRoutes(app: FastifyInstance, opts: { state: SimulatorState }) {
  const { state } = opts;
  const session = (id: string) => {
    const txn = state.store.get('wave', id);
    return txn?.kind === 'collection' ? txn : undefined;
  };

  app.get<{ Params: { id: string } }>('/c/:id', async (request, reply) => {
    const txn = session(request.params.id);
    if (!txn) return html(reply, 404, renderUnknownSession());
    return html(reply, 200, renderLaunchPage(txn));
  });

  app.post<{ Params: { id: string } }>('/c/:id/pay', async (request, reply) => {
    const txn = session(request.params.id);
    if (!txn) return html(reply, 404, renderUnknownSession());
    if (txn.status !== 'PENDING' || txn.awaiting !== 'checkout') return afterPayment(reply, txn);
    const input =
      isRecord(request.body) && typeof request.body.mobile === 'string' ? request.body.mobile : '';
    const mobile = waveMobile(input);
    if (!mobile) return html(reply, 400, renderLaunchPage(txn, 'Numéro invalide. / Invalid number.'));
    const restricted = txn.data.restrictPayerMobile;
    if (restricted && restricted !== mobile.phone.e164) {
      return html(reply, 400, renderLaunchPage(txn, `Ce paiement est réservé au ${restricted}.`));
    }
    const plan = planForNumber('collection', mobile.phone.national, state.config.pendingDelayMs);
    if (plan.unavailable || state.faults.take('wave', '503')) return html(reply, 503, renderUnavailable(txn));
    txn.msisdn = mobile.phone.e164;
    txn.network = mobile.network;
    txn.awaiting = 'customer';
    txn.updatedAt = state.clock.now();
    if (plan.hang || state.faults.take('wave', 'timeout')) {
      if (!(await hang(state, txn))) return html(reply, 503, renderUnavailable(txn));
    }
    proceed(state, txn, plan);
    return afterPayment(reply, txn);
  });

  app.post<{ Params: { id: string } }>('/c/:id/cancel', async (request, reply) => {
    const txn = session(request.params.id);
    if (!txn) return html(reply, 404, renderUnknownSession());
    if (txn.status === 'PENDING' && txn.awaiting === 'checkout') {
      settle(state, txn, { kind: 'fail', reason: 'CANCELLED' });
    }
    return afterPayment(reply, txn);
  });
}
