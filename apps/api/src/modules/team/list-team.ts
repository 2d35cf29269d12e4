import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { findInvitations, findMembers, getMember } from './team-repository.ts';
import { toInvitationView, toMemberView } from './team-view.ts';

/** The caller's team, the owner first. */
export async function listMembers(db: Db, ctx: MerchantContext) {
  return (await findMembers(db, ctx.merchantId)).map((m) => toMemberView(m, ctx.userId));
}

/** One active member of the caller's merchant. */
export async function getTeamMember(db: Db, ctx: MerchantContext, memberId: string) {
  const member = await getMember(db, ctx.merchantId, memberId);
  if (!member?.user.isActive) throw new AppError('TEAM_MEMBER_NOT_FOUND');
  return toMemberView(member, ctx.userId);
}

/** Invitations not accepted yet (pending, expired or cancelled), newest first. */
export async function listInvitations(db: Db, ctx: MerchantContext) {
  return (await findInvitations(db, ctx.merchantId)).map((r) => toInvitationView(r.invitation, r.inviter));
}

/** One invitation of the caller's merchant, as listed. */
export async function getInvitationView(db: Db, ctx: MerchantContext, id: string) {
  const found = (await findInvitations(db, ctx.merchantId, id))[0];
  if (!found) throw new AppError('INVITATION_NOT_FOUND');
  return toInvitationView(found.invitation, found.inviter);
}
