import type { AssignAgentBody, MerchantCommissionResponse, ReferralTermsBody } from '@platform/contracts';
import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { confirmStaffPassword } from '../auth/confirm-staff-password.ts';
import type { ClientInfo } from '../auth/login.ts';
import type { StaffContext } from '../auth/staff-guard.ts';
import { getMerchantById, getUserById } from '../auth/users-repository.ts';
import { deleteTerm, getTerm, upsertTerm } from '../commissions/commissions-repository.ts';
import { listAgentUsers } from './commercial-agents-repository.ts';

const termView = (t: { rateBps: number; months: number } | undefined) =>
  t ? { rate_bps: t.rateBps, months: t.months } : null;

/** Staff: a merchant's agent and sponsor with their terms, and the agents it can be given to. */
export async function getMerchantCommission(db: Db, merchantId: string): Promise<MerchantCommissionResponse> {
  const merchant = await getMerchantById(db, merchantId);
  if (!merchant) throw new AppError('COMMISSION_MERCHANT_NOT_FOUND');
  const [agentTerm, referralTerm, agents] = await Promise.all([
    getTerm(db, merchantId, 'agent'),
    getTerm(db, merchantId, 'referral'),
    listAgentUsers(db),
  ]);
  const agentUser = agents.find((a) => a.user.id === agentTerm?.agentUserId)?.user;
  const sponsor = referralTerm?.sponsorMerchantId
    ? await getMerchantById(db, referralTerm.sponsorMerchantId)
    : undefined;
  return {
    merchant_id: merchantId,
    validated_at: merchant.validatedAt?.toISOString() ?? null,
    agent:
      agentTerm && agentUser
        ? {
            user_id: agentUser.id,
            name: `${agentUser.firstName} ${agentUser.lastName}`,
            rate_bps: agentTerm.rateBps,
            months: agentTerm.months,
            origin: agentTerm.origin,
          }
        : null,
    referral:
      referralTerm && sponsor
        ? {
            sponsor_id: sponsor.id,
            sponsor_name: sponsor.businessName,
            rate_bps: referralTerm.rateBps,
            months: referralTerm.months,
          }
        : null,
    agents: agents
      .filter((a) => a.user.isActive)
      .map((a) => ({
        user_id: a.user.id,
        name: `${a.user.firstName} ${a.user.lastName}`,
        email: a.user.email,
      })),
  };
}

/**
 * Staff: assigns a merchant to an agent with its terms, or unassigns it (`agent_user_id` null);
 * the agent then sees (or no longer sees) the merchant. Access-granting: reason and password;
 * audited with before → after in the same transaction.
 */
export async function assignAgent(
  deps: AppDeps,
  staff: StaffContext,
  merchantId: string,
  body: AssignAgentBody,
  client: ClientInfo,
) {
  if (!(await getMerchantById(deps.db, merchantId))) throw new AppError('COMMISSION_MERCHANT_NOT_FOUND');
  if (body.agent_user_id) {
    const agent = await getUserById(deps.db, body.agent_user_id);
    if (agent?.role !== 'COMMERCIAL') throw new AppError('AGENT_NOT_FOUND');
  }
  await confirmStaffPassword(deps, staff.userId, body.password, client);
  await deps.db.transaction(async (tx) => {
    const before = await getTerm(tx, merchantId, 'agent');
    if (body.agent_user_id) {
      await upsertTerm(tx, {
        id: newId('cmt'),
        merchantId,
        kind: 'agent',
        agentUserId: body.agent_user_id,
        rateBps: body.rate_bps,
        months: body.months,
        origin: 'staff',
      });
    } else {
      await deleteTerm(tx, merchantId, 'agent');
    }
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: body.agent_user_id ? 'commercial.merchant.assigned' : 'commercial.merchant.unassigned',
      merchantId,
      objectType: 'commission_terms',
      objectId: merchantId,
      before: before ? { agent_user_id: before.agentUserId, ...termView(before) } : null,
      after: body.agent_user_id
        ? { agent_user_id: body.agent_user_id, rate_bps: body.rate_bps, months: body.months }
        : null,
      reason: body.reason,
      ip: client.ip,
    });
  });
  return getMerchantCommission(deps.db, merchantId);
}

/** Staff: the sponsor's rate and period on a merchant (the sponsor itself is never changed). */
export async function setReferralTerms(
  deps: AppDeps,
  staff: StaffContext,
  merchantId: string,
  body: ReferralTermsBody,
  client: ClientInfo,
) {
  const term = await getTerm(deps.db, merchantId, 'referral');
  if (!term) throw new AppError('SPONSORSHIP_NOT_FOUND');
  await confirmStaffPassword(deps, staff.userId, body.password, client);
  await deps.db.transaction(async (tx) => {
    await upsertTerm(tx, { ...term, rateBps: body.rate_bps, months: body.months, origin: term.origin });
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: 'commercial.referral.terms',
      merchantId,
      objectType: 'commission_terms',
      objectId: term.id,
      before: termView(term),
      after: { rate_bps: body.rate_bps, months: body.months },
      reason: body.reason,
      ip: client.ip,
    });
  });
  return getMerchantCommission(deps.db, merchantId);
}
