import type { inviteMemberBody } from '@platform/contracts';
import { canGrant, INVITATION_TTL_SECONDS, type Locale } from '@platform/domain';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { newId, newSecretToken } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { sendAccountMail } from '../../platform/mail/account-mail.ts';
import { type MerchantContext, subjectOf } from '../auth/access-guards.ts';
import type { ClientInfo } from '../auth/login.ts';
import { getUserByEmail } from '../auth/users-repository.ts';
import {
  getMerchantInvitation,
  getPendingInvitationFor,
  type InvitationRow,
  insertInvitation,
  updateInvitation,
} from './team-repository.ts';
import { invitationStatus } from './team-view.ts';

type InviteInput = z.output<typeof inviteMemberBody>;

async function mailInvitation(deps: AppDeps, ctx: MerchantContext, row: InvitationRow, token: string) {
  await sendAccountMail(deps, row.locale as Locale, 'invite', row.email, `/signup/subaccount/${token}`, {
    business: ctx.account.merchant?.businessName ?? '',
    inviter: `${ctx.account.user.firstName} ${ctx.account.user.lastName}`,
  });
}

/** Refuses permissions the caller does not hold itself. */
export function assertGrantable(ctx: MerchantContext, permissions: readonly string[]) {
  if (!canGrant(subjectOf(ctx), permissions)) throw new AppError('PERMISSION_NOT_GRANTABLE');
}

/**
 * Invites an address into the caller's team with a profile type and permissions the caller
 * holds; the link (single use, 7 days) goes to that address in the caller's language.
 */
export async function inviteMember(
  deps: AppDeps,
  ctx: MerchantContext,
  input: InviteInput,
  locale: Locale,
  client: ClientInfo,
) {
  assertGrantable(ctx, input.permissions);
  const now = new Date();
  // A removed member's address may be invited again: the new member is a new user row.
  const existing = await getUserByEmail(deps.db, input.email);
  if ((existing && !existing.removedAt) || (await getPendingInvitationFor(deps.db, input.email, now))) {
    throw new AppError('INVITATION_EMAIL_TAKEN');
  }
  const token = newSecretToken();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertInvitation(tx, {
      id: newId('inv'),
      merchantId: ctx.merchantId,
      email: input.email,
      profileType: input.profile_type,
      permissions: input.permissions,
      invitedBy: ctx.userId,
      tokenHash: hashToken(token),
      locale,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000),
    });
    await recordAudit(tx, {
      event: 'team.invited',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      ...client,
      details: {
        invitation: inserted.id,
        email: input.email,
        profile_type: input.profile_type,
        permissions: input.permissions,
      },
    });
    return inserted;
  });
  await mailInvitation(deps, ctx, row, token);
  return row;
}

/** Sends a pending or expired invitation again with a new link (the old link stops working). */
export async function resendInvitation(deps: AppDeps, ctx: MerchantContext, id: string, client: ClientInfo) {
  const current = await getMerchantInvitation(deps.db, ctx.merchantId, id);
  if (!current) throw new AppError('INVITATION_NOT_FOUND');
  const status = invitationStatus(current);
  if (status !== 'PENDING' && status !== 'EXPIRED') throw new AppError('INVITATION_NOT_PENDING');
  assertGrantable(ctx, current.permissions);
  const token = newSecretToken();
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateInvitation(tx, id, {
      tokenHash: hashToken(token),
      sentAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000),
    });
    await recordAudit(tx, {
      event: 'team.invitation_resent',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      ...client,
      details: { invitation: id },
    });
    return updated;
  });
  await mailInvitation(deps, ctx, row, token);
  return row;
}

/** Cancels a pending invitation: its link then leads to the expired-link page. */
export async function cancelInvitation(deps: AppDeps, ctx: MerchantContext, id: string, client: ClientInfo) {
  return deps.db.transaction(async (tx) => {
    const current = await getMerchantInvitation(tx, ctx.merchantId, id, true);
    if (!current) throw new AppError('INVITATION_NOT_FOUND');
    const status = invitationStatus(current);
    if (status !== 'PENDING' && status !== 'EXPIRED') throw new AppError('INVITATION_NOT_PENDING');
    const row = await updateInvitation(tx, id, { canceledAt: new Date() });
    await recordAudit(tx, {
      event: 'team.invitation_canceled',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      ...client,
      details: { invitation: id },
    });
    return row;
  });
}
