import {
  errorResponse,
  resendFailedDeliveriesBody,
  resendFailedDeliveriesResponse,
  webhookDeliveriesQuery,
  webhookDeliveryDetailResponse,
  webhookDeliveryIdParams,
  webhookDeliveryListResponse,
  webhookDeliveryResponse,
  webhookEndpointIdParams,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/access-guards.ts';
import { getWebhookDelivery } from './get-webhook-delivery.ts';
import { listWebhookDeliveries } from './list-webhook-deliveries.ts';
import { resendFailedDeliveries } from './resend-failed-deliveries.ts';
import { resendWebhookDelivery } from './resend-webhook-delivery.ts';

const tags = ['webhooks'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The delivery log of the caller's endpoints, and resending (same event id, so receivers deduplicate). */
export const webhookDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/webhooks/endpoints/:id/deliveries',
    {
      schema: {
        tags,
        security,
        summary: 'Deliveries of an endpoint, newest first, filtered and keyset-paginated',
        params: webhookEndpointIdParams,
        querystring: webhookDeliveriesQuery,
        response: { 200: webhookDeliveryListResponse, ...errors },
      },
    },
    async (request) =>
      listWebhookDeliveries(db, requirePermission(request, 'developer'), request.params.id, request.query),
  );

  app.post(
    '/webhooks/endpoints/:id/resend-failed',
    {
      schema: {
        tags,
        security,
        summary: 'Send again every failed delivery of an endpoint in a period',
        params: webhookEndpointIdParams,
        body: resendFailedDeliveriesBody.nullish(),
        response: { 202: resendFailedDeliveriesResponse, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const count = await resendFailedDeliveries(
        db,
        requirePermission(request, 'developer'),
        request.params.id,
        request.body ?? {},
      );
      return reply.status(202).send({ count });
    },
  );

  app.get(
    '/webhooks/deliveries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A delivery with every attempt (bodies truncated to 4 KiB)',
        params: webhookDeliveryIdParams,
        response: { 200: webhookDeliveryDetailResponse, ...errors },
      },
    },
    async (request) => getWebhookDelivery(db, requirePermission(request, 'developer'), request.params.id),
  );

  app.post(
    '/webhooks/deliveries/:id/resend',
    {
      schema: {
        tags,
        security,
        summary: 'Send a delivery again now (same event id)',
        params: webhookDeliveryIdParams,
        response: { 202: webhookDeliveryResponse, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const delivery = await resendWebhookDelivery(
        db,
        requirePermission(request, 'developer'),
        request.params.id,
      );
      return reply.status(202).send({ delivery });
    },
  );
};
