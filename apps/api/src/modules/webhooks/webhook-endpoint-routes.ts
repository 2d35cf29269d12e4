import {
  createWebhookEndpointBody,
  errorResponse,
  messageResponse,
  shopQuery,
  updateWebhookEndpointBody,
  webhookEndpoint,
  webhookEndpointDetailResponse,
  webhookEndpointIdParams,
  webhookEndpointListResponse,
  webhookEndpointResponse,
  webhookSecretResponse,
  webhookTestResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { requirePermission } from '../auth/access-guards.ts';
import { auditRequest } from '../auth/audit-request.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { createWebhookEndpoint } from './create-webhook-endpoint.ts';
import { deleteWebhookEndpoint } from './delete-webhook-endpoint.ts';
import { getWebhookEndpoint } from './get-webhook-endpoint.ts';
import { revealWebhookSecret } from './reveal-webhook-secret.ts';
import { rollWebhookSecret } from './roll-webhook-secret.ts';
import { sendTestWebhook } from './send-test-webhook.ts';
import { updateWebhookEndpoint } from './update-webhook-endpoint.ts';
import { toWebhookEndpointView } from './webhook-endpoint-view.ts';
import { findShopEndpoints } from './webhooks-repository.ts';

const tags = ['webhooks'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const params = webhookEndpointIdParams;

/** Webhook endpoints of a shop in the session's mode (owner, or DEV/SUBADMIN with `developer`). */
export const webhookEndpointRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps;
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
      const shop = await getShopForMerchant(db, request.query.shop, ctx.merchantId, ctx.mode);
      if (!shop) throw new AppError('SHOP_NOT_FOUND');
      const rows = await findShopEndpoints(db, shop.id, ctx.mode);
      return {
        endpoints: rows.map((row) => ({
          ...toWebhookEndpointView(row.endpoint),
          last_delivery_at: row.lastDeliveryAt?.toISOString() ?? null,
        })),
      };
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

  app.get(
    '/webhooks/endpoints/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A webhook endpoint with the counts of its deliveries',
        params,
        response: { 200: webhookEndpointDetailResponse, ...errors },
      },
    },
    async (request) => {
      const { endpoint, stats } = await getWebhookEndpoint(
        db,
        requirePermission(request, 'developer'),
        request.params.id,
      );
      return {
        endpoint: toWebhookEndpointView(endpoint),
        stats: {
          succeeded: stats.succeeded,
          failed: stats.failed,
          pending: stats.pending,
          last_delivery_at: stats.lastAttemptAt?.toISOString() ?? null,
        },
      };
    },
  );

  app.patch(
    '/webhooks/endpoints/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a webhook endpoint: address, events, description, enabled or paused',
        params,
        body: updateWebhookEndpointBody,
        response: { 200: webhookEndpointResponse, ...errors },
      },
    },
    async (request) => {
      const row = await updateWebhookEndpoint(
        db,
        requirePermission(request, 'developer'),
        request.params.id,
        request.body,
        deps.config.allowPrivateWebhookTargets,
      );
      return { endpoint: toWebhookEndpointView(row) };
    },
  );

  app.delete(
    '/webhooks/endpoints/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a webhook endpoint (no more deliveries; its log is kept for audit)',
        params,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await deleteWebhookEndpoint(db, requirePermission(request, 'developer'), request.params.id);
      return { message: translate(request.locale, 'success', 'webhookEndpointDeleted') };
    },
  );

  app.post(
    '/webhooks/endpoints/:id/secret/reveal',
    {
      schema: {
        tags,
        security,
        summary: 'Show the signing secret of an endpoint',
        params,
        response: { 200: webhookSecretResponse, ...errors },
      },
    },
    async (request) => {
      const secret = await revealWebhookSecret(
        db,
        requirePermission(request, 'developer'),
        request.params.id,
      );
      await auditRequest(db, request, 'webhook.secret_revealed', { endpoint: request.params.id });
      return { secret };
    },
  );

  app.post(
    '/webhooks/endpoints/:id/secret/roll',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the signing secret of an endpoint (the old one stops at once)',
        params,
        response: { 200: webhookSecretResponse, ...errors },
      },
    },
    async (request) => {
      const secret = await rollWebhookSecret(db, requirePermission(request, 'developer'), request.params.id);
      await auditRequest(db, request, 'webhook.secret_rolled', { endpoint: request.params.id });
      return { secret };
    },
  );

  app.post(
    '/webhooks/endpoints/:id/test',
    {
      schema: {
        tags,
        security,
        summary: 'Send a `webhook.test` event with a sample transaction body to an endpoint',
        params,
        response: { 202: webhookTestResponse, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const deliveryId = await sendTestWebhook(
        db,
        requirePermission(request, 'developer'),
        request.params.id,
      );
      return reply.status(202).send({ delivery_id: deliveryId });
    },
  );
};
