import {
  errorResponse,
  payoutIdParams,
  receiptQuery,
  statementQuery,
  transactionIdParams,
} from '@platform/contracts';
import type { Permission } from '@platform/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { requirePermission } from '../auth/access-guards.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { getCollectionReceipt, getPayoutReceipt } from './get-receipt.ts';
import { getShopStatement } from './get-statement.ts';
import type { DocumentScope } from './receipts-repository.ts';

const tags = ['receipts'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
};

/** The caller's merchant, the shop asked for (theirs, in the session's mode) and the mode. */
async function documentScope(
  db: Db,
  request: FastifyRequest,
  shopId: string,
  ...permissions: Permission[]
): Promise<DocumentScope> {
  const ctx = requirePermission(request, ...permissions);
  const shop = await getShopForMerchant(db, shopId, ctx.merchantId, ctx.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  return { merchantId: ctx.merchantId, shopId: shop.id, mode: ctx.mode };
}

function sendFile(reply: FastifyReply, filename: string, type: string, body: Buffer | string) {
  reply.header('cache-control', 'no-store');
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.type(type).send(body as never);
}

/** Receipts of successful payments and payouts, and the shops' monthly statements (PDF, CSV). */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const documents = { db: deps.db, storage: deps.storage };

  app.get(
    '/transactions/:id/receipt',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "A successful payment's receipt (PDF), in its customer's language unless `lang` says",
        params: transactionIdParams,
        querystring: receiptQuery,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const scope = await documentScope(deps.db, request, request.query.shop, 'transaction');
      const file = await getCollectionReceipt(documents, scope, request.params.id, request.query.lang);
      return sendFile(reply, file.filename, 'application/pdf', file.pdf);
    },
  );

  app.get(
    '/payouts/:id/receipt',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "A successful payout's receipt (PDF), in the merchant's language unless `lang` says",
        params: payoutIdParams,
        querystring: receiptQuery,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const scope = await documentScope(deps.db, request, request.query.shop, 'payout', 'refund');
      const file = await getPayoutReceipt(documents, scope, request.params.id, request.query.lang);
      return sendFile(reply, file.filename, 'application/pdf', file.pdf);
    },
  );

  app.get(
    '/statements',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "A shop's monthly statement from its ledger (PDF or CSV), in the request language",
        querystring: statementQuery,
        produces: ['application/pdf', 'text/csv'],
        response: errors,
      },
    },
    async (request, reply) => {
      const { shop, month, format } = request.query;
      const scope = await documentScope(deps.db, request, shop, 'transaction');
      const file = await getShopStatement(documents, scope, { month, format, locale: request.locale });
      return sendFile(reply, file.filename, file.contentType, file.body);
    },
  );
};
