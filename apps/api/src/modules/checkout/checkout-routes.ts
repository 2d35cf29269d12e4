import {
  cardReturnParams,
  checkoutCardPayBody,
  checkoutMobilePayBody,
  checkoutPaymentParams,
  checkoutPaymentView,
  checkoutSessionParams,
  checkoutSessionView,
  createCheckoutSessionBody,
  createCheckoutSessionResponse,
  errorResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotent } from '../../platform/http/idempotent-request.ts';
import { requireApiKey } from '../api-keys/authenticate-api-key.ts';
import { createHostedCheckout } from './create-hosted-checkout.ts';
import { finishCardPayment } from './finish-card-payment.ts';
import { getCheckoutPaymentStatus } from './get-checkout-payment.ts';
import { getCheckoutSession } from './get-checkout-session.ts';
import { checkoutSessionPath } from './open-checkout-session.ts';
import { payCheckoutByCard } from './pay-checkout-by-card.ts';
import { payCheckoutByMobile } from './pay-checkout-by-mobile.ts';

const tags = ['public checkout'];
const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  410: errorResponse,
  429: errorResponse,
};

/**
 * The public checkout (no sign-in: a session id is the secret of its link; every input is
 * checked strictly and a session takes a bounded number of attempts) and the merchant API's
 * hosted checkout (`POST /checkout/public/sessions` with a secret key and Idempotency-Key).
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/checkout/public/sessions/:id',
    {
      schema: {
        tags,
        summary: 'A checkout session as its payment page shows it',
        params: checkoutSessionParams,
        response: { 200: checkoutSessionView, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return getCheckoutSession(deps, request.params.id);
    },
  );

  app.post(
    '/checkout/public/sessions/:id/pay',
    {
      schema: {
        tags,
        summary: 'Pay a session by mobile money (the operator action to follow comes back)',
        params: checkoutSessionParams,
        body: checkoutMobilePayBody,
        response: { 202: checkoutPaymentView, ...errors },
      },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? request.locale;
      const view = await payCheckoutByMobile(
        { ...deps, log: request.log },
        request.params.id,
        request.body,
        locale,
      );
      return reply.status(202).headers(noStore).send(view);
    },
  );

  app.post(
    '/checkout/public/sessions/:id/card',
    {
      schema: {
        tags,
        summary: "Pay a session by card: answers the card processor's hosted page to go to",
        params: checkoutSessionParams,
        body: checkoutCardPayBody,
        response: { 202: checkoutPaymentView, ...errors },
      },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? request.locale;
      const view = await payCheckoutByCard(
        { ...deps, log: request.log },
        request.params.id,
        request.body,
        locale,
      );
      return reply.status(202).headers(noStore).send(view);
    },
  );

  app.get(
    '/checkout/public/sessions/:id/payments/:reference',
    {
      schema: {
        tags,
        summary: 'Where a payment attempt of the session stands (live status)',
        params: checkoutPaymentParams,
        response: { 200: checkoutPaymentView, ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return getCheckoutPaymentStatus(deps, request.params.id, request.params.reference);
    },
  );

  app.get(
    '/checkout/public/card/:reference',
    {
      schema: {
        tags,
        summary: 'Back from the card page: the processor is asked server to server',
        params: cardReturnParams,
        response: { 200: z.object({ session_id: z.string(), payment: checkoutPaymentView }), ...errors },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return finishCardPayment(deps, request.params.reference);
    },
  );

  app.post(
    '/checkout/public/sessions',
    {
      onRequest: app.authenticateApiKey,
      schema: {
        tags: ['merchant API: hosted checkout'],
        security: [{ apiKey: [] }],
        summary:
          'Open a hosted checkout: send the customer to checkout_url (Idempotency-Key supported); the payment comes by webhook',
        body: createCheckoutSessionBody,
        headers: z.object({ 'idempotency-key': z.string().max(255).optional() }).loose(),
        response: {
          201: createCheckoutSessionResponse,
          200: createCheckoutSessionResponse,
          401: errorResponse,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const key = requireApiKey(request);
      const sessionAnswer = async (id: string) => {
        const view = await getCheckoutSession(deps, id);
        return {
          status: 201,
          body: {
            id,
            checkout_url: `${deps.config.appUrl}${checkoutSessionPath(id)}`,
            status: view.status,
            expires_at: view.expires_at,
          },
        };
      };
      const answer = await idempotent(deps, request, key, {
        run: async (link) => sessionAnswer((await createHostedCheckout(deps, key, request.body, link)).id),
        answerFor: sessionAnswer,
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status).send(answer.body as never);
    },
  );
};
