import type { AcceptInvitationBody } from '@platform/contracts';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { hashPassword } from '../../platform/auth/password-hash.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ClientInfo } from '../auth/login.ts';
import { getMerchantById, getUserByEmail, insertProfile, insertUser } from '../auth/users-repository.ts';
import { claimInvitation, getInvitationByHash } from './team-repository.ts';
import { invitationStatus } from './team-view.ts';

/** The invitation behind a link: unknown is LINK_INVALID; spent, cancelled or expired is LINK_EXPIRED. */
async function resolveInvitation(db: Db, token: string) {
  const row = await getInvitationByHash(db, hashToken(token));
  if (!row) throw new AppError('LINK_INVALID');
  if (invitationStatus(row) !== 'PENDING') throw new AppError('LINK_EXPIRED');
  return row;
}

/** What the invitee is about to join. */
export async function previewInvitation(db: Db, token: string) {
  const row = await resolveInvitation(db, token);
  const merchant = await getMerchantById(db, row.merchantId);
  return {
    email: row.email,
    business_name: merchant?.businessName ?? '',
    profile_type: row.profileType as 'SUBADMIN' | 'DEV',
    permissions: row.permissions as never[],
  };
}

/**
 * The invitee joins: an active user of the merchant with the invitation's profile; the link is
 * spent in the same transaction, so a second use (or a concurrent one) gets LINK_EXPIRED.
 */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  body: AcceptInvitationBody,
  client: ClientInfo,
) {
  const row = await resolveInvitation(deps.db, token);
  const existing = await getUserByEmail(deps.db, row.email);
  if (existing && !existing.removedAt) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  const profileId = newId('prf');
  const userId = newId('usr');
  await deps.db.transaction(async (tx) => {
    await insertProfile(tx, {
      id: profileId,
      merchantId: row.merchantId,
      type: row.profileType,
      name: `${body.first_name} ${body.last_name}`,
      permissions: row.permissions,
    });
    await insertUser(tx, {
      id: userId,
      merchantId: row.merchantId,
      profileId,
      email: row.email,
      passwordHash,
      firstName: body.first_name,
      lastName: body.last_name,
      isActive: true,
      emailVerifiedAt: now,
      locale: row.locale,
    });
    if (!(await claimInvitation(tx, row.id, userId, now))) throw new AppError('LINK_EXPIRED');
    await recordAudit(tx, {
      event: 'team.joined',
      userId,
      merchantId: row.merchantId,
      ...client,
      details: { invitation: row.id, profile_type: row.profileType, permissions: row.permissions },
    });
  });
  return { email: row.email };
}
