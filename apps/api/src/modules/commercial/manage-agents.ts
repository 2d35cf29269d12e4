import type { AdminAgentView, AgentTermsBody, InviteAgentBody } from '@platform/contracts';
import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { buildActionMail, localizedUrl } from '../../platform/mail/templates.ts';
import { confirmStaffPassword } from '../auth/confirm-staff-password.ts';
import type { ClientInfo } from '../auth/login.ts';
import { createEmailToken } from '../auth/send-link-mail.ts';
import type { StaffContext } from '../auth/staff-guard.ts';
import { getUserByEmail, getUserById, insertUser } from '../auth/users-repository.ts';
import { agentCommissionBalances } from '../ledger/commission-account-repository.ts';
import { countAgentMerchants, listAgentUsers, updateAgent } from './commercial-agents-repository.ts';
import { ensureAgent } from './ensure-agent.ts';

/** An invitation link lasts a week. */
export const AGENT_INVITATION_TTL_SECONDS = 7 * 24 * 3600;

/** Every commercial agent with its code, default terms, merchants and commission balance. */
export async function listAgents(deps: AppDeps): Promise<AdminAgentView[]> {
  const rows = await listAgentUsers(deps.db);
  const ids = rows.map((r) => r.user.id);
  const [counts, balances] = await Promise.all([
    countAgentMerchants(deps.db, ids),
    agentCommissionBalances(deps.db, ids),
  ]);
  const views: AdminAgentView[] = [];
  for (const { user, agent } of rows) {
    const row = agent ?? (await ensureAgent(deps.db, user.id));
    views.push({
      user_id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      active: user.isActive,
      has_password: user.passwordHash !== null,
      code: row.code,
      rate_bps: row.rateBps,
      months: row.months,
      merchants: counts.get(user.id) ?? 0,
      commission_balance: Number(balances.get(user.id) ?? 0n),
    });
  }
  return views;
}

/**
 * Opens a commercial agent's account (a staff user of role COMMERCIAL, no password yet) with its
 * default terms, audited, and e-mails the link of `/commercial/signin/newpassword/{token}` where
 * the agent chooses its first password (valid 7 days). Needs the staff user's password.
 */
export async function inviteAgent(
  deps: AppDeps,
  staff: StaffContext,
  body: InviteAgentBody,
  client: ClientInfo,
) {
  await confirmStaffPassword(deps, staff.userId, body.password, client);
  if (await getUserByEmail(deps.db, body.email)) throw new AppError('AGENT_EMAIL_TAKEN');
  const userId = newId('usr');
  const locale = 'fr' as const;
  const token = await deps.db.transaction(async (tx) => {
    await insertUser(tx, {
      id: userId,
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      role: 'COMMERCIAL',
      isActive: true,
      emailVerifiedAt: new Date(),
      locale,
    });
    const agent = await ensureAgent(tx, userId, { rateBps: body.rate_bps, months: body.months });
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: 'commercial.agent.invited',
      objectType: 'user',
      objectId: userId,
      after: {
        email: body.email,
        role: 'COMMERCIAL',
        code: agent.code,
        rate_bps: body.rate_bps,
        months: body.months,
      },
      reason: body.reason,
      ip: client.ip,
    });
    return createEmailToken(tx, userId, 'reset_password', AGENT_INVITATION_TTL_SECONDS);
  });
  const url = localizedUrl(
    deps.config.appUrl,
    locale,
    `/commercial/signin/newpassword/${encodeURIComponent(token)}`,
  );
  await deps.mailer.send(
    buildActionMail(locale, 'agentInvite', { email: body.email, name: body.first_name }, url),
  );
  return { user_id: userId, message: translate(locale, 'success', 'agentInvited') };
}

/** Sets an agent's default terms (for merchants assigned to it from now on), audited. */
export async function setAgentTerms(
  deps: AppDeps,
  staff: StaffContext,
  userId: string,
  body: AgentTermsBody,
  client: ClientInfo,
) {
  const user = await getUserById(deps.db, userId);
  if (user?.role !== 'COMMERCIAL') throw new AppError('AGENT_NOT_FOUND');
  await confirmStaffPassword(deps, staff.userId, body.password, client);
  return deps.db.transaction(async (tx) => {
    const before = await ensureAgent(tx, userId);
    const after = (await updateAgent(tx, userId, { rateBps: body.rate_bps, months: body.months }))!;
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: 'commercial.agent.terms',
      objectType: 'user',
      objectId: userId,
      before: { rate_bps: before.rateBps, months: before.months },
      after: { rate_bps: after.rateBps, months: after.months },
      reason: body.reason,
      ip: client.ip,
    });
    return after;
  });
}
