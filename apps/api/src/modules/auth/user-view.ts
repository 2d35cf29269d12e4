import type { User } from '@platform/contracts';
import type { MerchantStatus, Permission, ProfileType, UserRole } from '@platform/domain';
import type { MerchantRow, ProfileRow, UserRow } from './users-repository.ts';

/** The spec's User entity, as `auth/users/user` and login answer it. */
export function toUserView(
  row: { user: UserRow; merchant: MerchantRow | null; profile: ProfileRow | null },
  session: { id: string; mode: number } | null,
): User {
  const { user, merchant, profile } = row;
  return {
    _id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_active: user.isActive,
    role: user.role as UserRole,
    access: user.access,
    session: session?.id ?? null,
    merchant_id: merchant?.id ?? null,
    merchant_valid: merchant?.valid ?? false,
    merchant_status: (merchant?.status as MerchantStatus | undefined) ?? null,
    avatar: { filename: user.avatarFilename },
    profile: profile
      ? { type: profile.type as ProfileType, permissions: profile.permissions as Permission[] }
      : null,
    in_sandbox: session ? session.mode === 0 : false,
  };
}
