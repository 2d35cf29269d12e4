import {
  adminTransactionDetailResponse,
  adminTransactionExportQuery,
  adminTransactionListQuery,
  adminTransactionListResponse,
  errorResponse,
  recheckTransactionResponse,
  transactionIdParams,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_TYPE } from '../../platform/http/export-files.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { requireStaff, staffOf } from '../auth/staff-guard.ts';
import { exportStaffTransactionsCsv, exportStaffTransactionsXlsx } from './export-staff-transactions.ts';
import { findStaffTransactions } from './find-staff-transactions.ts';
import { getStaffTransactionDetail } from './get-staff-transaction-detail.ts';
import { recheckStaffTransaction } from './recheck-staff-transaction.ts';

const tags = ['admin: transactions'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
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
 * `/admin/transactions` and `detail/{id}` (right transactions): every merchant's collections,
 * payouts and refunds in one list (the merchant list's filters plus kind, merchant and shop),
 * its export, each row's detail and the re-check of a pending one.
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
        summary:
          "Every merchant's collections, payouts and refunds of a mode: the list's filters plus kind, merchant and shop",
        querystring: adminTransactionListQuery,
        response: { 200: adminTransactionListResponse, ...errors },
      },
    },
    async (request) => {
      const { mode, merchant, shop, ...input } = request.query;
      return findStaffTransactions(deps.db, scopeOf({ mode, merchant, shop }), input);
    },
  );

  app.get(
    '/admin/transactions/export',
    {
      preHandler: requireStaff('transactions'),
      schema: {
        tags,
        security,
        summary: 'The filtered rows (every kind) as CSV (streamed) or XLSX (capped)',
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
        const file = await exportStaffTransactionsXlsx(deps.db, scope, filters, request.locale);
        reply.header('content-disposition', `attachment; filename="${name}.xlsx"`);
        return reply.type(XLSX_TYPE).send(file as never);
      }
      reply.header('content-disposition', `attachment; filename="${name}.csv"`);
      return reply
        .type('text/csv; charset=utf-8')
        .send(exportStaffTransactionsCsv(deps.db, scope, filters, request.locale) as never);
    },
  );

  app.get(
    '/admin/transactions/:id',
    {
      preHandler: requireStaff('transactions'),
      schema: {
        tags,
        security,
        summary:
          'One collection, payout or refund: operator exchanges, ledger entries, webhooks, whose it is',
        params: transactionIdParams,
        response: { 200: adminTransactionDetailResponse, ...errors },
      },
    },
    async (request) => getStaffTransactionDetail(deps.db, request.params.id),
  );

  app.post(
    '/admin/transactions/:id/recheck',
    {
      preHandler: requireStaff('transactions'),
      schema: {
        tags,
        security,
        summary: 'Ask the operator again where a pending collection, payout or refund stands',
        params: transactionIdParams,
        response: { 200: recheckTransactionResponse, ...errors },
      },
    },
    async (request) => {
      const status = await recheckStaffTransaction(
        deps,
        { userId: staffOf(request).userId, ip: request.ip },
        request.params.id,
      );
      return { status, message: translate(request.locale, 'success', 'transactionRechecked') };
    },
  );
};
