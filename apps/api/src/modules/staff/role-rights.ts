import type { RoleRightsView } from '@platform/contracts';
import { ADMIN_RIGHTS, ADMIN_ROLES, staffMay } from '@platform/domain';

/** Each role's rights as the one rule table gives them (a role alone, without extra access). */
export function roleRights(role: string, users: number): RoleRightsView {
  const subject = { role, access: [] as string[], profile: null };
  return {
    role,
    rights: ADMIN_RIGHTS.map((right) => ({ right, allowed: staffMay(subject, right) })),
    users,
  };
}

export const isAdminRoleName = (role: string) => (ADMIN_ROLES as readonly string[]).includes(role);
