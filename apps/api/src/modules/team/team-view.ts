import type { TeamInvitation, TeamMember } from '@platform/contracts';
import type { Permission, ProfileType, TeamProfileType } from '@platform/domain';
import type { ProfileRow, UserRow } from '../auth/users-repository.ts';
import type { InvitationRow } from './team-repository.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function toMemberView(
  row: { user: UserRow; profile: ProfileRow; lastSeenAt: Date | string | null },
  selfId: string,
): TeamMember {
  return {
    _id: row.user.id,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    email: row.user.email,
    profile: { type: row.profile.type as ProfileType, permissions: row.profile.permissions as Permission[] },
    owner: row.profile.type === 'ADMIN',
    is_self: row.user.id === selfId,
    created_at: row.user.createdAt.toISOString(),
    last_seen_at: iso(row.lastSeenAt),
  };
}

export function invitationStatus(row: InvitationRow, now = new Date()): TeamInvitation['status'] {
  if (row.acceptedAt) return 'ACCEPTED';
  if (row.canceledAt) return 'CANCELED';
  return row.expiresAt <= now ? 'EXPIRED' : 'PENDING';
}

export function toInvitationView(
  row: InvitationRow,
  inviter: { firstName: string; lastName: string },
): TeamInvitation {
  return {
    _id: row.id,
    email: row.email,
    profile_type: row.profileType as TeamProfileType,
    permissions: row.permissions as Permission[],
    invited_by: `${inviter.firstName} ${inviter.lastName}`,
    status: invitationStatus(row),
    sent_at: row.sentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}
