import type { updateMemberBody } from '@platform/contracts';
import { canGrant } from '@platform/domain';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type MerchantContext, subjectOf } from '../auth/access-guards.ts';
import type { ClientInfo } from '../auth/login.ts';
import { revokeUserSessions } from '../auth/sessions-repository.ts';
import { updateUser } from '../auth/users-repository.ts';
import { assertGrantable } from './invite-member.ts';
import { getMember, updateProfileAccess } from './team-repository.ts';

/**
 * A member the caller may act on: not the owner, not the caller, and holding nothing the caller
 * does not hold (a member with `subaccount` cannot strip a colleague of more rights than its own).
 */
async function memberToManage(deps: AppDeps, ctx: MerchantContext, memberId: string) {
  const member = await getMember(deps.db, ctx.merchantId, memberId);
  if (!member) throw new AppError('TEAM_MEMBER_NOT_FOUND');
  if (member.profile.type === 'ADMIN') throw new AppError('OWNER_PROTECTED');
  if (member.user.id === ctx.userId) throw new AppError('TEAM_SELF_CHANGE');
  if (!canGrant(subjectOf(ctx), member.profile.permissions)) throw new AppError('PERMISSION_NOT_GRANTABLE');
  return member;
}

/** Changes a member's profile type and permissions (read on every request, so it holds at once). */
export async function updateMember(
  deps: AppDeps,
  ctx: MerchantContext,
  memberId: string,
  input: z.output<typeof updateMemberBody>,
  client: ClientInfo,
) {
  assertGrantable(ctx, input.permissions);
  const member = await memberToManage(deps, ctx, memberId);
  await deps.db.transaction(async (tx) => {
    await updateProfileAccess(tx, member.profile.id, {
      type: input.profile_type,
      permissions: input.permissions,
    });
    await recordAudit(tx, {
      event: 'team.member_updated',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      ...client,
      details: {
        member: memberId,
        before: { type: member.profile.type, permissions: member.profile.permissions },
        after: { type: input.profile_type, permissions: input.permissions },
      },
    });
  });
  const updated = await getMember(deps.db, ctx.merchantId, memberId);
  return updated!;
}

/** Removes a member: deactivated (kept for the audit trail) and every session of it ended at once. */
export async function removeMember(
  deps: AppDeps,
  ctx: MerchantContext,
  memberId: string,
  client: ClientInfo,
) {
  const member = await memberToManage(deps, ctx, memberId);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, member.user.id, { isActive: false, removedAt: now });
    await revokeUserSessions(tx, member.user.id, 'member_removed', now);
    await recordAudit(tx, {
      event: 'team.member_removed',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      ...client,
      details: { member: memberId, email: member.user.email },
    });
  });
}
