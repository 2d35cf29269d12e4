import {
  adminDashboardQuery,
  adminDashboardResponse,
  errorResponse,
  ledgerCheckFigure,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/staff-guard.ts';
import { getAdminDashboard } from './get-admin-dashboard.ts';
import { runLedgerCheckNow } from './ledger-check-state.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** /admin/dashboard: platform figures, staff queues, the ledger check. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer } = app.deps;

  app.get(
    '/admin/dashboard',
    {
      preHandler: requireStaff('dashboard'),
      schema: {
        tags,
        security,
        summary: 'Platform totals by network over a day, week or month; queues; the ledger check',
        querystring: adminDashboardQuery,
        response: { 200: adminDashboardResponse, ...errors },
      },
    },
    async (request) => getAdminDashboard(db, request.query.period, request.query.mode as 0 | 1),
  );

  app.post(
    '/admin/dashboard/ledger-check',
    {
      preHandler: requireStaff('dashboard'),
      schema: {
        tags,
        security,
        summary: 'Run the ledger check now (read-only) and record its result like a scheduled run',
        response: { 200: ledgerCheckFigure, ...errors },
      },
    },
    async () => runLedgerCheckNow({ db, mailer }),
  );
};
