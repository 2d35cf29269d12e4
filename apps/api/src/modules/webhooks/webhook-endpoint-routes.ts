import {
  createWebhookEndpointBody,
  errorResponse,
  shopQuery,
  webhookEndpoint,
  webhookEndpointListResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { requirePermission } from '../auth/access-guards.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { createWebhookEndpoint } from './create-webhook-endpoint.ts';
import { toWebhookEndpointView } from './webhook-endpoint-view.ts';
import { findShopEndpoints } from './webhooks-repository.ts';

const tags = ['webhooks'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Webhook endpoints of a shop in the session's mode (owner, or DEV/SUBADMIN with `developer`). */
export const webhookEndpointRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/webhooks/endpoints',
    {
      schema: {
        tags,
        security,
        summary: 'Webhook endpoints of a shop',
        querystring: shopQuery,
        response: { 200: webhookEndpointListResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'developer');
      const shop = await getShopForMerchant(deps.db, request.query.shop, ctx.merchantId, ctx.mode);
      if (!shop) throw new AppError('SHOP_NOT_FOUND');
      const rows = await findShopEndpoints(deps.db, shop.id, ctx.mode);
      return { endpoints: rows.map((row) => toWebhookEndpointView(row)) };
    },
  );

  app.post(
    '/webhooks/endpoints',
    {
      schema: {
        tags,
        security,
        summary: 'Add a webhook endpoint (the signing secret is answered in full this once)',
        body: createWebhookEndpointBody,
        response: { 201: webhookEndpoint, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createWebhookEndpoint(deps, requirePermission(request, 'developer'), request.body);
      return reply.status(201).send(toWebhookEndpointView(row, true));
    },
  );
};
