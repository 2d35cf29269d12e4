import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { findAgentMerchants } from './commercial-repository.ts';

/** A commercial agent behind a request of its area. */
export type AgentContext = { userId: string; firstName: string; lastName: string };

/** Roles that may use the commercial area (the web guard's `canEnterCommercial`). */
const AGENT_ROLES = ['COMMERCIAL', 'SUPER_ADMIN'];

/**
 * The guard of `/api/commercial/...`: a signed-in staff user of role COMMERCIAL (a super admin may
 * look too, and sees the merchants assigned to itself); anyone else gets 403 NOT_AN_AGENT.
 */
export function requireAgent(request: FastifyRequest): AgentContext {
  const { user } = requireAuth(request).account;
  if (user.merchantId || !AGENT_ROLES.includes(user.role)) throw new AppError('NOT_AN_AGENT');
  return { userId: user.id, firstName: user.firstName, lastName: user.lastName };
}

/**
 * One merchant of the agent's, with the agent's terms: a merchant assigned to another agent, or
 * to none, is "not found" (404 AGENT_MERCHANT_NOT_FOUND), whatever exists behind the id.
 */
export async function requireAgentMerchant(db: Db, agent: AgentContext, merchantId: string) {
  const [row] = await findAgentMerchants(db, agent.userId, merchantId);
  if (!row) throw new AppError('AGENT_MERCHANT_NOT_FOUND');
  return row;
}
