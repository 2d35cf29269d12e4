import { errorResponse, paymentLinkIdParams, publicLinkResponse } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openPaymentLink } from './open-payment-link.ts';

/**
 * The public side of a link (no sign-in): opening it counts a view and opens a checkout session;
 * a disabled, expired or spent single-use link answers 410 with its code.
 */
export const publicLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.post(
    '/public/payment-links/:id/open',
    {
      schema: {
        tags: ['public checkout'],
        summary: 'Open a payment link: a checkout session for this customer',
        params: paymentLinkIdParams,
        response: { 201: publicLinkResponse, 404: errorResponse, 410: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await openPaymentLink(db, request.params.id)),
  );
};
