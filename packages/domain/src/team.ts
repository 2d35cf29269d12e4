import { type AccessSubject, hasPermission } from './access.ts';
import { PERMISSIONS, type Permission } from './roles.ts';

/** Profile types an invitation may give: the owner's ADMIN profile is never handed out. */
export const TEAM_PROFILE_TYPES = ['SUBADMIN', 'DEV'] as const;
export type TeamProfileType = (typeof TEAM_PROFILE_TYPES)[number];

/** Lifetime of an invitation link (7 days); a resend issues a new link and ends the old one. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

/** The permissions of `wanted` the actor does not hold itself (nobody grants more than they hold). */
export function permissionsBeyond(actor: AccessSubject, wanted: readonly string[]): string[] {
  return wanted.filter(
    (p) => !(PERMISSIONS as readonly string[]).includes(p) || !hasPermission(actor, p as Permission),
  );
}

/** True when the actor holds every permission of `wanted`. */
export function canGrant(actor: AccessSubject, wanted: readonly string[]): boolean {
  return permissionsBeyond(actor, wanted).length === 0;
}
