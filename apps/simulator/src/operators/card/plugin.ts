import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../../engine/state.ts';
import { bearerToken, isHttpUrl, isRecord, publicBaseUrl, stringField } from '../../http.ts';
import { brandOf, planForCard, readCardNumber, validExpiry } from './card-numbers.ts';
import {
  cardErrors,
  type PageLang,
  pageLang,
  renderCardForm,
  renderChallenge,
  renderDone,
  renderUnknown,
} from './card-page.ts';
import { cardSignature } from './card-signature.ts';
import { type CardStore, newCardId, type SimCardPayment, serializeCardPayment } from './card-store.ts';

export interface CardPluginOptions {
  state: SimulatorState;
  store: CardStore;
  webhookSecret: string;
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(page);

const error = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ code, message });

/** The return address with the payment id, where the customer's browser goes once it is final. */
function returnTo(payment: SimCardPayment): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('payment_id', payment.id);
  return url.toString();
}

/**
 * A card processor with a hosted payment page, under /card: the merchant creates a payment,
 * sends the customer to `hosted_url`, where the card is typed (never at the merchant); the
 * customer comes back to `return_url`; the merchant asks the payment's status server to server
 * and gets a signed notification. Only a token, the brand and the last 4 digits come back.
 */
export async function cardPlugin(app: FastifyInstance, opts: CardPluginOptions) {
  const { state, store, webhookSecret } = opts;
  const base = (request: FastifyRequest) => publicBaseUrl(request, state.config.publicUrl);
  const view = (request: FastifyRequest, payment: SimCardPayment) =>
    serializeCardPayment(payment, `${base(request)}/card/pay/${payment.id}`);

  function finish(
    request: FastifyRequest,
    payment: SimCardPayment,
    outcome: { ok: true } | { ok: false; code: string; message: string },
    card?: { number: string },
  ) {
    if (payment.status === 'succeeded' || payment.status === 'failed') return;
    const now = state.clock.now();
    if (card) {
      payment.card = {
        token: newCardId('tok'),
        brand: brandOf(card.number),
        last4: card.number.slice(-4),
      };
    }
    payment.status = outcome.ok ? 'succeeded' : 'failed';
    payment.failure = outcome.ok ? null : { code: outcome.code, message: outcome.message };
    payment.updatedAt = now;
    if (!payment.notifyUrl) return;
    const body = JSON.stringify({
      type: outcome.ok ? 'payment.succeeded' : 'payment.failed',
      data: view(request, payment),
    });
    state.callbacks.dispatch(
      {
        url: payment.notifyUrl,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'card-signature': cardSignature(webhookSecret, body, Math.floor(now / 1000)),
        },
        body,
        operator: 'card',
        reference: payment.reference,
      },
      1,
    );
  }

  // Server-to-server API.
  await app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      if (!bearerToken(request)) return error(reply, 401, 'unauthorized', 'Missing Bearer API key.');
    });

    api.post('/v1/payments', async (request, reply) => {
      const body = isRecord(request.body) ? request.body : {};
      const reference = stringField(body, 'reference');
      const returnUrl = stringField(body, 'return_url');
      const notifyUrl = stringField(body, 'notify_url');
      const amount = body.amount;
      if (!reference || reference.length > 64)
        return error(reply, 400, 'invalid_request', 'reference is required.');
      if (!returnUrl || !isHttpUrl(returnUrl))
        return error(reply, 400, 'invalid_request', 'return_url is required.');
      if (notifyUrl && !isHttpUrl(notifyUrl))
        return error(reply, 400, 'invalid_request', 'notify_url is invalid.');
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
        return error(reply, 400, 'invalid_request', 'amount must be a positive integer.');
      if ((body.currency ?? 'XOF') !== 'XOF') return error(reply, 400, 'invalid_currency', 'Only XOF.');
      const existing = store.byReference(reference);
      if (existing) {
        if (existing.amount !== BigInt(amount))
          return error(reply, 409, 'duplicate_reference', 'This reference names another payment.');
        return reply.code(200).send(view(request, existing));
      }
      const now = state.clock.now();
      const payment: SimCardPayment = {
        id: newCardId('cpay'),
        reference,
        amount: BigInt(amount),
        currency: 'XOF',
        description: stringField(body, 'description') ?? null,
        returnUrl,
        notifyUrl: notifyUrl ?? null,
        status: 'requires_payment',
        failure: null,
        card: null,
        createdAt: now,
        updatedAt: now,
      };
      store.add(payment);
      return reply.code(201).send(view(request, payment));
    });

    // The merchant gives up a payment the customer has not started (no card typed yet).
    api.post<{ Params: { id: string } }>('/v1/payments/:id/cancel', async (request, reply) => {
      const payment = store.get(request.params.id);
      if (!payment) return error(reply, 404, 'not_found', 'No such payment.');
      if (payment.status === 'requires_payment') {
        finish(request, payment, {
          ok: false,
          code: 'cancelled',
          message: 'The merchant cancelled the payment.',
        });
      } else if (payment.status !== 'failed' || payment.failure?.code !== 'cancelled') {
        return reply.code(409).send({
          code: 'payment_not_cancellable',
          message: 'The payment is under way or final.',
          payment: view(request, payment),
        });
      }
      return view(request, payment);
    });

    api.get<{ Params: { id: string } }>('/v1/payments/:id', async (request, reply) => {
      const payment = store.get(request.params.id);
      if (!payment) return error(reply, 404, 'not_found', 'No such payment.');
      return view(request, payment);
    });

    api.get<{ Querystring: { reference?: string } }>('/v1/payments', async (request, reply) => {
      const payment = request.query.reference ? store.byReference(request.query.reference) : undefined;
      if (!payment) return error(reply, 404, 'not_found', 'No such payment.');
      return view(request, payment);
    });
  });

  // The hosted pages (the customer's browser).
  const langOf = (request: FastifyRequest): PageLang => {
    const fromBody = isRecord(request.body) ? request.body.lang : undefined;
    return pageLang(fromBody ?? (request.query as { lang?: string }).lang);
  };
  const afterFinal = (reply: FastifyReply, request: FastifyRequest, payment: SimCardPayment) =>
    payment.status === 'succeeded' || payment.status === 'failed'
      ? reply.redirect(returnTo(payment), 303)
      : payment.status === 'requires_action'
        ? reply.redirect(`${base(request)}/card/pay/${payment.id}/3ds?lang=${langOf(request)}`, 303)
        : html(reply, 200, renderCardForm(payment, langOf(request), base(request)));

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const payment = store.get(request.params.id);
    if (!payment) return html(reply, 404, renderUnknown(langOf(request)));
    if (payment.status === 'succeeded' || payment.status === 'failed')
      return html(reply, 200, renderDone(langOf(request), returnTo(payment)));
    if (payment.status === 'requires_action') return afterFinal(reply, request, payment);
    return html(reply, 200, renderCardForm(payment, langOf(request), base(request)));
  });

  app.post<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const payment = store.get(request.params.id);
    const lang = langOf(request);
    if (!payment) return html(reply, 404, renderUnknown(lang));
    if (payment.status !== 'requires_payment') return afterFinal(reply, request, payment);
    const body = isRecord(request.body) ? request.body : {};
    const t = cardErrors(lang);
    const number = readCardNumber(stringField(body, 'number') ?? '');
    if (!number) return html(reply, 400, renderCardForm(payment, lang, base(request), t.invalidNumber));
    if (!validExpiry(stringField(body, 'exp') ?? '', state.clock.now()))
      return html(reply, 400, renderCardForm(payment, lang, base(request), t.invalidExpiry));
    if (!/^\d{3,4}$/.test(stringField(body, 'cvc') ?? ''))
      return html(reply, 400, renderCardForm(payment, lang, base(request), t.invalidCvc));
    const plan = planForCard(number);
    if (plan === '3ds') {
      payment.status = 'requires_action';
      payment.card = { token: newCardId('tok'), brand: brandOf(number), last4: number.slice(-4) };
      payment.updatedAt = state.clock.now();
      return afterFinal(reply, request, payment);
    }
    if (plan === 'declined')
      finish(
        request,
        payment,
        { ok: false, code: 'card_declined', message: 'The card was declined.' },
        { number },
      );
    else if (plan === 'insufficient_funds')
      finish(
        request,
        payment,
        { ok: false, code: 'insufficient_funds', message: 'The card has insufficient funds.' },
        { number },
      );
    else finish(request, payment, { ok: true }, { number });
    return afterFinal(reply, request, payment);
  });

  app.get<{ Params: { id: string } }>('/pay/:id/3ds', async (request, reply) => {
    const payment = store.get(request.params.id);
    if (!payment) return html(reply, 404, renderUnknown(langOf(request)));
    if (payment.status !== 'requires_action') return afterFinal(reply, request, payment);
    return html(reply, 200, renderChallenge(payment, langOf(request), base(request)));
  });

  app.post<{ Params: { id: string } }>('/pay/:id/3ds', async (request, reply) => {
    const payment = store.get(request.params.id);
    if (!payment) return html(reply, 404, renderUnknown(langOf(request)));
    if (payment.status !== 'requires_action') return afterFinal(reply, request, payment);
    const decision = isRecord(request.body) ? request.body.decision : undefined;
    if (decision === 'approve') finish(request, payment, { ok: true });
    else
      finish(request, payment, {
        ok: false,
        code: 'authentication_failed',
        message: '3-D Secure authentication failed.',
      });
    return afterFinal(reply, request, payment);
  });

  app.post<{ Params: { id: string } }>('/pay/:id/cancel', async (request, reply) => {
    const payment = store.get(request.params.id);
    if (!payment) return html(reply, 404, renderUnknown(langOf(request)));
    finish(request, payment, {
      ok: false,
      code: 'cancelled',
      message: 'The customer cancelled the payment.',
    });
    return afterFinal(reply, request, payment);
  });
}
