import { errorResponse, transactionExportQuery } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_TYPE } from '../../platform/http/export-files.ts';
import { exportTransactionsCsv, exportTransactionsXlsx } from './export-transactions.ts';
import { transactionScope } from './transaction-scope.ts';

/** `GET /api/transactions/export`: the filtered rows as CSV (streamed) or XLSX (capped). */
export const transactionExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/transactions/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['transactions'],
        security: [{ bearer: [] }],
        summary: 'The filtered transactions as a CSV or XLSX file, headers in the request language',
        querystring: transactionExportQuery,
        response: {
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          413: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { shop, format, ...filters } = request.query;
      const scope = await transactionScope(deps.db, request, shop);
      const name = `transactions-${scope.mode === 1 ? 'live' : 'sandbox'}-${new Date().toISOString().slice(0, 10)}`;
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
};
