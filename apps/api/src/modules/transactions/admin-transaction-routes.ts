import {
  adminTransactionDetailResponse,
  adminTransactionExportQuery,
  adminTransactionListQuery,
  errorResponse,
  recheckTransactionResponse,
  transactionIdParams,
  transactionListResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { requireStaff, staffOf } from '../auth/staff-guard.ts';
import { getMerchantById } from '../auth/users-repository.ts';
import { recheckTransaction } from '../collections/recheck-transaction.ts';
import { getTransactionById } from '../collections/transactions-repository.ts';
import { getShopById } from '../shops/staff-shops-repository.ts';
import { exportTransactionsCsv, exportTransactionsXlsx } from './export-transactions.ts';
import { findTransactions } from './find-transactions.ts';
import { getTransactionDetail } from './get-transaction-detail.ts';

const tags = ['admin: transactions'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const scopeOf = (q: {
  mode: 'LIVE' | 'SANDBOX';
  merchant?: string | undefined;
  shop?: string | undefined;
}) => ({
  mode: q.mode === 'LIVE' ? (1 as const) : (0 as const),
  merchantId: q.merchant,
  shopId: q.shop,
});

/**
 * `/admin/transactions` and `detail/{id}` (right transactions): the merchant area's own list,
 * export and detail services, without the merchant scope, for staff with the right.
 */
export const adminTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/admin/transactions',
    {
      preHandler: requireStaff('transactions'),
      schema: {
        tags,
        security,
        summary: "Every merchant's collections of a mode: the list's filters plus merchant and shop",
        querystring: adminTransactionListQuery,
        response: { 200: transactionListResponse, ...errors },
      },
    },
    async (request) => {
      const { mode, merchant, shop, ...input } = request.query;
      return findTransactions(deps.db, scopeOf({ mode, merchant, shop }), input);
    },
  );

  app.get(
    '/admin/transactions/export',
    {
      preHandler: requireStaff('transactions'),
      schema: {
        tags,
        security,
        summary: 'The filtered collections as CSV (streamed) or XLSX (capped)',
        querystring: adminTransactionExportQuery,
        response: { ...errors, 413: errorResponse },
      },
    },
    async (request, reply) => {
      const { mode, merchant, shop, format, ...filters } = request.query;
      const scope = scopeOf({ mode, merchant, shop });
      const name = `transactions-admin-${mode.toLowerCase()}-${new Date().toISOString().slice(0, 10)}`;
      reply.header('cache-control', 'no-store');
      if (format === 'xlsx') {
        const file = await exportTransactionsXlsx(deps.db, scope, filters, request.locale);
        reply.header('content-disposition', `attachment; filename="${name}.xlsx"`);
        return reply.type(XLSX_TYPE).send(file as never);
      }
      reply.header('content-disposition', `attachment; filename="${name}.csv"`);
      return reply
        .type('text/csv; charset=utf-8')
        .send(exportTransactionsCsv(deps.db, scope, filters, request.locale) as never);
    },
  );

  app.get(
    '/admin/transactions/:id',
    {
      preHandler: requireStaff('transactions'),
      schema: {
        tags,
        security,
        summary: 'One collection: operator exchanges, ledger entries, webhooks, whose it is',
        params: transactionIdParams,
        response: { 200: adminTransactionDetailResponse, ...errors },
      },
    },
    async (request) => {
      const row = await getTransactionById(deps.db, request.params.id);
      if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
      const scope = { merchantId: row.merchantId, shopId: row.shopId, mode: row.mode === 0 ? 0 : 1 } as const;
      const [detail, merchant, shop] = await Promise.all([
        getTransactionDetail(deps.db, scope, row.id),
        getMerchantById(deps.db, row.merchantId),
        getShopById(deps.db, row.shopId),
      ]);
      return {
        ...detail,
        merchant: { _id: row.merchantId, business_name: merchant?.businessName ?? '' },
        shop: { _id: row.shopId, name: shop?.name ?? '' },
      };
    },
  );

  app.post(
    '/admin/transactions/:id/recheck',
    {
      preHandler: requireStaff('transactions'),
      schema: {
        tags,
        security,
        summary: 'Ask the operator again where a pending collection stands',
        params: transactionIdParams,
        response: { 200: recheckTransactionResponse, ...errors },
      },
    },
    async (request) => {
      const status = await recheckTransaction(
        deps,
        { userId: staffOf(request).userId, ip: request.ip },
        request.params.id,
      );
      return { status, message: translate(request.locale, 'success', 'transactionRechecked') };
    },
  );
};
