import {
  apiKeyIdParams,
  apiKeyListResponse,
  apiKeyResponse,
  apiKeysQuery,
  createApiKeyBody,
  createdApiKeyResponse,
  errorResponse,
  rollApiKeyBody,
  rolledApiKeyResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/access-guards.ts';
import { auditRequest } from '../auth/audit-request.ts';
import { toApiKeyView } from './api-key-view.ts';
import { createShopApiKey } from './create-api-key.ts';
import { listApiKeys } from './list-api-keys.ts';
import { revokeApiKey } from './revoke-api-key.ts';
import { rollApiKey } from './roll-api-key.ts';

const tags = ['developers'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The secret keys of a shop in the session's mode (owner, or DEV/SUBADMIN with `developer`).
 * A secret is answered in full once, when made; afterwards only its start and end.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/developers/keys',
    {
      schema: {
        tags,
        security,
        summary: 'API keys of a shop (masked), with its public id',
        querystring: apiKeysQuery,
        response: { 200: apiKeyListResponse, ...errors },
      },
    },
    async (request) => listApiKeys(db, requirePermission(request, 'developer'), request.query.shop),
  );

  app.post(
    '/developers/keys',
    {
      schema: {
        tags,
        security,
        summary: 'Make a secret key for a shop (the key is answered in full this once)',
        body: createApiKeyBody,
        response: { 201: createdApiKeyResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { key, row } = await createShopApiKey(db, requirePermission(request, 'developer'), request.body);
      await auditRequest(db, request, 'api_key.created', { key: row.id, shop: row.shopId });
      return reply.status(201).send({ key, api_key: toApiKeyView(row) });
    },
  );

  app.post(
    '/developers/keys/:id/roll',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a key; the previous one keeps working for overlap_hours (default 24)',
        params: apiKeyIdParams,
        body: rollApiKeyBody.nullish(),
        response: { 201: rolledApiKeyResponse, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'developer');
      const overlapHours = request.body?.overlap_hours ?? 24;
      const rolled = await rollApiKey(db, ctx, request.params.id, overlapHours);
      await auditRequest(db, request, 'api_key.rolled', {
        key: rolled.row.id,
        previous: rolled.previous.id,
        overlap_hours: overlapHours,
      });
      return reply.status(201).send({
        key: rolled.key,
        api_key: toApiKeyView(rolled.row),
        previous: toApiKeyView(rolled.previous),
      });
    },
  );

  app.post(
    '/developers/keys/:id/revoke',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke a key at once',
        params: apiKeyIdParams,
        response: { 200: apiKeyResponse, ...errors },
      },
    },
    async (request) => {
      const row = await revokeApiKey(db, requirePermission(request, 'developer'), request.params.id);
      await auditRequest(db, request, 'api_key.revoked', { key: row.id });
      return { api_key: toApiKeyView(row) };
    },
  );
};
