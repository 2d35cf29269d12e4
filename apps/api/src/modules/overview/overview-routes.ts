import {
  dashboardResponse,
  errorResponse,
  overviewQuery,
  shopBalanceResponse,
  shopEventsResponse,
  summaryExportQuery,
  summaryQuery,
  summaryResponse,
} from '@platform/contracts';
import { type AccessSubject, hasAnyPermission } from '@platform/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/access-guards.ts';
import { exportSummary } from './export-summary.ts';
import { getBalance } from './get-balance.ts';
import { getDashboard } from './get-dashboard.ts';
import { getSummary } from './get-summary.ts';
import { listShopEvents } from './list-shop-events.ts';

const tags = ['overview'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The money of a shop in the session's mode: dashboard, balance, recent events and the period
 * report. Figures are for the owner and for team members with `transaction` or `payout`.
 */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('onRequest', app.authenticate);
  const scopeOf = (request: Parameters<typeof requirePermission>[0]) => {
    const ctx = requirePermission(request, 'transaction', 'payout');
    return { merchantId: ctx.merchantId, mode: ctx.mode };
  };
  /** What the caller may list: a payout-only team member sees no payment, and the reverse. */
  const listsOf = (request: Parameters<typeof requirePermission>[0]) => {
    const { user, profile } = requirePermission(request, 'transaction', 'payout').account;
    const subject = { role: user.role, access: user.access, profile: profile as AccessSubject['profile'] };
    return {
      transactions: hasAnyPermission(subject, ['transaction']),
      payouts: hasAnyPermission(subject, ['payout']),
    };
  };

  app.get(
    '/overview/dashboard',
    {
      schema: {
        tags,
        security,
        summary:
          'Balances, collections and payouts of today, this week and this month, 30-day chart, latest movements',
        querystring: overviewQuery,
        response: { 200: dashboardResponse, ...errors },
      },
    },
    async (request) => {
      const dashboard = await getDashboard(db, scopeOf(request), request.query.shop);
      const lists = listsOf(request);
      return {
        ...dashboard,
        latest_transactions: lists.transactions ? dashboard.latest_transactions : [],
        latest_payouts: lists.payouts ? dashboard.latest_payouts : [],
      };
    },
  );

  app.get(
    '/overview/balance',
    {
      schema: {
        tags,
        security,
        summary: "A shop's ledger balances: available, pending and reserve",
        querystring: overviewQuery,
        response: { 200: shopBalanceResponse, ...errors },
      },
    },
    async (request) => ({ balance: await getBalance(db, scopeOf(request), request.query.shop) }),
  );

  app.get(
    '/overview/events',
    {
      schema: {
        tags,
        security,
        summary: "A shop's payments and payouts of the last 7 days, newest first",
        querystring: overviewQuery,
        response: { 200: shopEventsResponse, ...errors },
      },
    },
    async (request) => {
      const { events } = await listShopEvents(db, scopeOf(request), request.query.shop);
      const lists = listsOf(request);
      return { events: events.filter((e) => (e.kind === 'payment' ? lists.transactions : lists.payouts)) };
    },
  );

  app.get(
    '/overview/summary',
    {
      schema: {
        tags,
        security,
        summary: 'The period report per kind and network (UTC days, both included, at most 366)',
        querystring: summaryQuery,
        response: { 200: summaryResponse, ...errors },
      },
    },
    async (request) => getSummary(db, scopeOf(request), request.query),
  );

  app.get(
    '/overview/summary/export',
    {
      schema: {
        tags,
        security,
        summary: 'The period report as a CSV or XLSX file',
        querystring: summaryExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any().describe('The CSV or XLSX file'), ...errors },
      },
    },
    async (request, reply) => {
      const summary = await getSummary(db, scopeOf(request), request.query);
      const file = exportSummary(summary, request.locale, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
