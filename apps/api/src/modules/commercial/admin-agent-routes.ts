import {
  adminAgentsResponse,
  agentTermsBody,
  assignAgentBody,
  errorResponse,
  inviteAgentBody,
  merchantCommissionResponse,
  referralTermsBody,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../platform/i18n/translate.ts';
import { clientInfo } from '../auth/client-info.ts';
import { requireStaff } from '../auth/staff-guard.ts';
import { inviteAgent, listAgents, setAgentTerms } from './manage-agents.ts';
import { assignAgent, getMerchantCommission, setReferralTerms } from './merchant-commission.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const userParams = z.object({ userId: z.string().min(1).max(64) });
const merchantParams = z.object({ merchantId: z.string().min(1).max(64) });
const staffOf = (request: { staff: import('../auth/staff-guard.ts').StaffContext | null }) => request.staff!;

/**
 * Staff side of the commercial area: the agents (list, invitation, default terms) and, per
 * merchant, its agent and its sponsor's terms. Every change is audited with its reason and needs
 * the staff user's password.
 */
export const adminAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/admin/commercial/agents',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: 'The commercial agents',
        response: { 200: adminAgentsResponse, ...errors },
      },
    },
    async () => ({ items: await listAgents(deps) }),
  );

  app.post(
    '/admin/commercial/agents',
    {
      preHandler: requireStaff('users'),
      schema: {
        tags,
        security,
        summary: 'Open a commercial agent account (e-mailed link to set its first password)',
        body: inviteAgentBody,
        response: { 201: z.object({ user_id: z.string(), message: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteAgent(deps, staffOf(request), request.body, clientInfo(request))),
  );

  app.put(
    '/admin/commercial/agents/:userId',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: "An agent's default terms for the merchants assigned to it",
        params: userParams,
        body: agentTermsBody,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await setAgentTerms(deps, staffOf(request), request.params.userId, request.body, clientInfo(request));
      return { message: translate(request.locale, 'success', 'commissionTermsSaved') };
    },
  );

  app.get(
    '/admin/commercial/merchants/:merchantId',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: "A merchant's agent and sponsor, with their commission terms",
        params: merchantParams,
        response: { 200: merchantCommissionResponse, ...errors },
      },
    },
    async (request) => getMerchantCommission(deps.db, request.params.merchantId),
  );

  app.put(
    '/admin/commercial/merchants/:merchantId/agent',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: 'Assign the merchant to an agent with its terms (null: unassign)',
        params: merchantParams,
        body: assignAgentBody,
        response: { 200: merchantCommissionResponse, ...errors },
      },
    },
    async (request) =>
      assignAgent(deps, staffOf(request), request.params.merchantId, request.body, clientInfo(request)),
  );

  app.put(
    '/admin/commercial/merchants/:merchantId/referral',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: "The sponsor's commission terms on the merchant",
        params: merchantParams,
        body: referralTermsBody,
        response: { 200: merchantCommissionResponse, ...errors },
      },
    },
    async (request) =>
      setReferralTerms(deps, staffOf(request), request.params.merchantId, request.body, clientInfo(request)),
  );
};
