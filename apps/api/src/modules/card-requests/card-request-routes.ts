import {
  cardAccessResponse,
  cardRequestResponse,
  createCardRequestBody,
  errorResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMerchant, requireShopManager } from '../auth/access-guards.ts';
import { toCardRequestView } from './card-request-view.ts';
import { getLatestCardRequest } from './card-requests-repository.ts';
import { createCardRequest } from './create-card-request.ts';

const tags = ['card-requests'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse };

/** Card payments access: whether the merchant has it, and its request to staff (either mode). */
export const cardRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/card-requests/current',
    {
      schema: {
        tags,
        security,
        summary: "Whether card payments are on for the caller's merchant, and its latest request",
        response: { 200: cardAccessResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requireMerchant(request);
      const merchant = ctx.account.merchant!;
      const latest = await getLatestCardRequest(db, ctx.merchantId);
      return {
        merchant: { _id: merchant.id, card: merchant.cardEnabled, business_name: merchant.businessName },
        request: latest ? toCardRequestView(latest) : null,
      };
    },
  );

  app.post(
    '/card-requests',
    {
      schema: {
        tags,
        security,
        summary: 'Ask staff for card payments (owner or SUBADMIN; one open request at a time)',
        body: createCardRequestBody,
        response: { 201: cardRequestResponse, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireShopManager(request);
      const row = await createCardRequest(db, ctx, request.body);
      return reply.status(201).send({ request: toCardRequestView(row) });
    },
  );
};
