import { errorResponse, readAllTransactionsBody, readAllTransactionsResponse } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { requirePermission } from '../auth/access-guards.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { publicStatus } from './collection-states.ts';
import { findShopTransactions } from './find-shop-transactions.ts';

/** The dashboard's transaction calls: the caller's merchant, shop and session mode only. */
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '/transactions/readall',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['transactions'],
        security: [{ bearer: [] }],
        summary: "Transactions of a shop (the spec's queryset and pager)",
        body: readAllTransactionsBody,
        response: {
          200: readAllTransactionsResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'transaction');
      if (request.body.mode !== undefined && request.body.mode !== ctx.mode)
        throw new AppError('MODE_MISMATCH');
      const shop = await getShopForMerchant(deps.db, request.body.shop, ctx.merchantId, ctx.mode);
      if (!shop) throw new AppError('SHOP_NOT_FOUND');
      const { page, limit } = request.body;
      const { rows, total } = await findShopTransactions(deps.db, shop.id, ctx.mode, page, limit);
      return {
        queryset: rows.map((row) => ({
          _id: row.id,
          status: publicStatus(row.status),
          amount: Number(row.amount),
          commission_amount: Number(row.fee),
          first_name: row.firstName,
          phoneNumber: row.phoneNumber,
          reference: row.reference,
          marchand_reference: row.merchantReference,
          email: row.email,
          type: row.type === 'CARD' ? 'Carte' : 'Paiement',
          reseau: row.operator,
          date: row.createdAt.toISOString(),
          url: null,
          description: row.description,
        })),
        pager: { totalItems: total, page, limit },
      };
    },
  );
};
