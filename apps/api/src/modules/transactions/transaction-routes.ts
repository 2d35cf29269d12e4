import {
  errorResponse,
  manualRequestBody,
  manualRequestResponse,
  readAllTransactionsBody,
  readAllTransactionsResponse,
  transactionDetailResponse,
  transactionIdParams,
  transactionListQuery,
  transactionListResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { requirePermission } from '../auth/access-guards.ts';
import { findShopTransactions } from './find-shop-transactions.ts';
import { findTransactions } from './find-transactions.ts';
import { getTransactionDetail } from './get-transaction-detail.ts';
import { requestPayment } from './request-payment.ts';
import { transactionExportRoutes } from './transaction-export-routes.ts';
import { transactionScope } from './transaction-scope.ts';
import { toTransactionListItem } from './transaction-summary-view.ts';

const tags = ['transactions'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The dashboard's transaction calls: the caller's merchant, shop and session mode only. */
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(transactionExportRoutes);

  app.post(
    '/transactions/readall',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Transactions of a shop (the spec's queryset and pager), with the list's filters",
        body: readAllTransactionsBody,
        response: { 200: readAllTransactionsResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'transaction');
      if (request.body.mode !== undefined && request.body.mode !== ctx.mode)
        throw new AppError('MODE_MISMATCH');
      const { shop, mode: _mode, page, limit, ...filters } = request.body;
      const scope = await transactionScope(deps.db, request, shop);
      const { rows, total, exact } = await findShopTransactions(deps.db, scope, filters, page, limit);
      return {
        queryset: rows.map(toTransactionListItem),
        pager: { totalItems: total, totalExact: exact, page, limit },
      };
    },
  );

  app.get(
    '/transactions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'A keyset page of transactions: filters, sort, cursor, capped count',
        querystring: transactionListQuery,
        response: { 200: transactionListResponse, ...errors },
      },
    },
    async (request) => {
      const { shop, ...input } = request.query;
      const scope = await transactionScope(deps.db, request, shop);
      return findTransactions(deps.db, scope, input);
    },
  );

  app.get(
    '/transactions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One transaction: fees, timeline, ledger entries, webhook deliveries',
        params: transactionIdParams,
        querystring: z.object({ shop: z.string({ error: 'required' }).min(1).max(64) }),
        response: { 200: transactionDetailResponse, ...errors },
      },
    },
    async (request) => {
      const scope = await transactionScope(deps.db, request, request.query.shop);
      return getTransactionDetail(deps.db, scope, request.params.id);
    },
  );

  app.post(
    '/transactions/request',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'A request to pay typed on the dashboard',
        body: manualRequestBody,
        response: { 201: manualRequestResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { shop, ...input } = request.body;
      const scope = await transactionScope(deps.db, request, shop);
      const answer = await requestPayment({ ...deps, log: request.log }, scope, input);
      return reply.status(201).send(answer);
    },
  );
};
