import { type AdminMenuEntry, staffMay } from '@platform/domain';
import { useShellUser } from './shell-user.ts';

/** Whether the signed-in staff user has a back-office right (the one rule table, `staffMay`). */
export function useStaffMay(right: AdminMenuEntry): boolean {
  return staffMay(useShellUser(), right);
}
