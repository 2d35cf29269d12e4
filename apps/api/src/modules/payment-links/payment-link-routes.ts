import {
  createPaymentLinkBody,
  errorResponse,
  paymentLinkDetailResponse,
  paymentLinkIdParams,
  paymentLinkListResponse,
  paymentLinksQuery,
  paymentLinkView,
  shareLinkBody,
  updatePaymentLinkBody,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/access-guards.ts';
import { createPaymentLink } from './create-payment-link.ts';
import { deletePaymentLink } from './delete-payment-link.ts';
import { getPaymentLink } from './get-payment-link.ts';
import { listPaymentLinks } from './list-payment-links.ts';
import { sharePaymentLink } from './share-payment-link.ts';
import { updatePaymentLinkOf } from './update-payment-link.ts';

const tags = ['payment-links'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * Payment links and quick links of the signed-in merchant (permission `feexlink`), scoped by
 * merchant, shop and the session's mode.
 */
export const paymentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config } = app.deps;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/payment-links',
    {
      schema: {
        tags,
        security,
        summary: 'Links (kind=link) or quick links (kind=quicklink) of a shop, with their statistics',
        querystring: paymentLinksQuery,
        response: { 200: paymentLinkListResponse, ...errors },
      },
    },
    async (request) =>
      listPaymentLinks(db, requirePermission(request, 'feexlink'), request.query.shop, request.query.kind),
  );

  app.post(
    '/payment-links',
    {
      schema: {
        tags,
        security,
        summary: 'Create a payment link or a quick link',
        body: createPaymentLinkBody,
        response: { 201: z.object({ link: paymentLinkView }), ...errors },
      },
    },
    async (request, reply) => {
      const link = await createPaymentLink(db, requirePermission(request, 'feexlink'), request.body);
      return reply.status(201).send({ link });
    },
  );

  app.get(
    '/payment-links/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One link with its statistics and payment attempts',
        params: paymentLinkIdParams,
        response: { 200: paymentLinkDetailResponse, ...errors },
      },
    },
    async (request) => getPaymentLink(db, requirePermission(request, 'feexlink'), request.params.id),
  );

  app.patch(
    '/payment-links/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Edit a link (create rules; id, kind and shop fixed; amount, usage and customer locked once paid)',
        params: paymentLinkIdParams,
        body: updatePaymentLinkBody,
        response: { 200: paymentLinkDetailResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) =>
      updatePaymentLinkOf(db, requirePermission(request, 'feexlink'), request.params.id, request.body),
  );

  app.delete(
    '/payment-links/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a link (it stops opening; its payments stay)',
        params: paymentLinkIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePaymentLink(db, requirePermission(request, 'feexlink'), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/payment-links/:id/share',
    {
      schema: {
        tags,
        security,
        summary: 'E-mail the link (in the language of the request)',
        params: paymentLinkIdParams,
        body: shareLinkBody,
        response: { 200: z.object({ sent_to: z.string() }), ...errors },
      },
    },
    async (request) =>
      sharePaymentLink(
        { db, mailer, appUrl: config.appUrl },
        requirePermission(request, 'feexlink'),
        request.params.id,
        request.body.email,
        request.locale,
      ),
  );
};
