import {
  agentCustomerBalancesResponse,
  agentCustomerDetailResponse,
  agentCustomerPayoutsResponse,
  agentCustomersResponse,
  agentDashboardQuery,
  agentDashboardResponse,
  errorResponse,
  referralIdParams,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getAgentCustomer,
  getAgentCustomerBalances,
  listAgentCustomerPayouts,
} from './get-agent-customer.ts';
import { getAgentDashboard } from './get-agent-dashboard.ts';
import { listAgentCustomers } from './list-agent-customers.ts';
import { requireAgent } from './require-agent.ts';

const tags = ['commercial'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The commercial agents' area: an agent (staff user of role COMMERCIAL, `requireAgent`) sees only
 * the merchants assigned to it; any other merchant id answers 404 AGENT_MERCHANT_NOT_FOUND.
 * Everything here is read-only.
 */
export const commercialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/commercial/dashboard',
    {
      schema: {
        tags,
        security,
        summary: "The agent's merchants: volume by network, sign-ups, stuck validations, commissions",
        querystring: agentDashboardQuery,
        response: { 200: agentDashboardResponse, ...errors },
      },
    },
    async (request) => getAgentDashboard(db, requireAgent(request), request.query.period),
  );

  app.get(
    '/commercial/customers',
    {
      schema: {
        tags,
        security,
        summary: "The agent's merchants with status and volume",
        response: { 200: agentCustomersResponse, ...errors },
      },
    },
    async (request) => ({ items: (await listAgentCustomers(db, requireAgent(request))).map((c) => c.view) }),
  );

  app.get(
    '/commercial/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One merchant of the agent: profile and validation progress',
        params: referralIdParams,
        response: { 200: agentCustomerDetailResponse, ...errors },
      },
    },
    async (request) => getAgentCustomer(db, requireAgent(request), request.params.id),
  );

  app.get(
    '/commercial/customers/:id/solde',
    {
      schema: {
        tags,
        security,
        summary: "One merchant's balances per shop (read-only)",
        params: referralIdParams,
        response: { 200: agentCustomerBalancesResponse, ...errors },
      },
    },
    async (request) => getAgentCustomerBalances(db, requireAgent(request), request.params.id),
  );

  app.get(
    '/commercial/customers/:id/payouts',
    {
      schema: {
        tags,
        security,
        summary: "One merchant's live payouts (read-only)",
        params: referralIdParams,
        response: { 200: agentCustomerPayoutsResponse, ...errors },
      },
    },
    async (request) => listAgentCustomerPayouts(db, requireAgent(request), request.params.id),
  );
};
