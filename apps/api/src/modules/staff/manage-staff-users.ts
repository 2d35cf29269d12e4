import { canManageStaffUsers, isLocale, STAFF_INVITATION_TTL_SECONDS } from '@platform/domain';
import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { buildNoticeMail } from '../../platform/mail/notice-mail.ts';
import { localizedUrl } from '../../platform/mail/templates.ts';
import { confirmStaffPassword } from '../auth/confirm-staff-password.ts';
import type { ClientInfo } from '../auth/login.ts';
import { createEmailToken } from '../auth/send-link-mail.ts';
import { revokeUserSessions } from '../auth/sessions-repository.ts';
import type { StaffContext } from '../auth/staff-guard.ts';
import { getUserByEmail } from '../auth/users-repository.ts';
import {
  getStaffUser,
  insertStaffUser,
  type StaffUserRow,
  updateStaffUser,
} from './staff-users-repository.ts';

type Confirm = { reason: string; password: string };

/** Access-granting: SUPER_ADMIN only, with the staff password checked first. */
async function guard(deps: AppDeps, staff: StaffContext, password: string, client: ClientInfo) {
  if (!canManageStaffUsers(staff)) throw new AppError('STAFF_FORBIDDEN');
  await confirmStaffPassword(deps, staff.userId, password, client);
}

const snapshot = (u: Pick<StaffUserRow, 'role' | 'access' | 'isActive'>) => ({
  role: u.role,
  access: u.access,
  active: u.isActive,
});

/**
 * Creates a staff user with a role and access and e-mails an invitation: a single-use link (the
 * password-reset page) to choose a password, valid 72 h. Audited with the reason.
 */
export async function inviteStaffUser(
  deps: AppDeps,
  staff: StaffContext,
  input: Confirm & {
    email: string;
    first_name: string;
    last_name: string;
    role: string;
    access: string[];
    locale: string;
  },
  client: ClientInfo,
) {
  await guard(deps, staff, input.password, client);
  if (await getUserByEmail(deps.db, input.email)) throw new AppError('STAFF_EMAIL_TAKEN');
  const id = newId('usr');
  const locale = isLocale(input.locale) ? input.locale : 'fr';
  const token = await deps.db.transaction(async (tx) => {
    await insertStaffUser(tx, {
      id,
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      role: input.role,
      access: input.access,
      isActive: true,
      locale,
    });
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: 'staff.invited',
      objectType: 'user',
      objectId: id,
      before: null,
      after: { email: input.email, role: input.role, access: input.access },
      reason: input.reason,
      ip: client.ip,
    });
    return createEmailToken(tx, id, 'reset_password', STAFF_INVITATION_TTL_SECONDS);
  });
  const url = localizedUrl(deps.config.appUrl, locale, `/signin/newpassword/${encodeURIComponent(token)}`);
  await deps.mailer.send(
    buildNoticeMail({
      locale,
      to: { email: input.email, name: input.first_name },
      subject: translate(locale, 'mail', 'staffInviteSubject'),
      body: translate(locale, 'mail', 'staffInviteBody', { role: input.role }),
      action: { label: translate(locale, 'mail', 'staffInviteAction'), url },
    }),
  );
  return (await getStaffUser(deps.db, id))!;
}

async function target(deps: AppDeps, staff: StaffContext, id: string) {
  const user = await getStaffUser(deps.db, id);
  if (!user) throw new AppError('STAFF_USER_NOT_FOUND');
  if (user.id === staff.userId) throw new AppError('STAFF_SELF_CHANGE');
  return user;
}

/** Sets a staff user's role and access (audited before → after). */
export async function updateStaffAccess(
  deps: AppDeps,
  staff: StaffContext,
  id: string,
  input: Confirm & { role: string; access: string[] },
  client: ClientInfo,
) {
  await guard(deps, staff, input.password, client);
  const user = await target(deps, staff, id);
  await deps.db.transaction(async (tx) => {
    await updateStaffUser(tx, id, { role: input.role, access: input.access });
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: 'staff.access_changed',
      objectType: 'user',
      objectId: id,
      before: snapshot(user),
      after: snapshot({ ...user, role: input.role, access: input.access }),
      reason: input.reason,
      ip: client.ip,
    });
  });
  return (await getStaffUser(deps.db, id))!;
}

/** Disables a staff user (every session ends at once) or enables them again. */
export async function setStaffActive(
  deps: AppDeps,
  staff: StaffContext,
  id: string,
  active: boolean,
  input: Confirm,
  client: ClientInfo,
) {
  await guard(deps, staff, input.password, client);
  const user = await target(deps, staff, id);
  await deps.db.transaction(async (tx) => {
    await updateStaffUser(tx, id, { isActive: active });
    if (!active) await revokeUserSessions(tx, id, 'staff_disabled', new Date());
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: active ? 'staff.enabled' : 'staff.disabled',
      objectType: 'user',
      objectId: id,
      before: snapshot(user),
      after: snapshot({ ...user, isActive: active }),
      reason: input.reason,
      ip: client.ip,
    });
  });
  return (await getStaffUser(deps.db, id))!;
}
