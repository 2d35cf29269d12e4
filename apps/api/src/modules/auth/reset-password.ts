import type { SetPasswordBody } from '@platform/contracts';
import { type Locale, PASSWORD_RESET_TTL_SECONDS } from '@platform/domain';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hash.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from './authenticate.ts';
import { claimEmailToken } from './email-tokens-repository.ts';
import type { ClientInfo } from './login.ts';
import { insertPasswordCheck } from './login-attempts-repository.ts';
import { assertPasswordCheckAllowed } from './password-check-throttle.ts';
import { createEmailToken, sendLinkMail } from './send-link-mail.ts';
import { revokeUserSessions } from './sessions-repository.ts';
import { resolveLinkToken } from './signup-ticket.ts';
import { getUserByEmail, getUserById, updateUser } from './users-repository.ts';

/** Sends a reset link to an active account; silent otherwise, so addresses cannot be probed. */
export async function requestPasswordReset(deps: AppDeps, email: string, locale: Locale) {
  const user = await getUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  const token = await createEmailToken(deps.db, user.id, 'reset_password', PASSWORD_RESET_TTL_SECONDS);
  await sendLinkMail(deps, user, locale, 'reset', `/signin/newpassword/${encodeURIComponent(token)}`);
}

export async function checkPasswordResetLink(deps: AppDeps, token: string) {
  const row = await resolveLinkToken(deps.db, token, 'reset_password');
  const user = await getUserById(deps.db, row.userId);
  if (!user?.isActive) throw new AppError('LINK_INVALID');
  return { email: user.email };
}

/** Sets the new password from a reset link; every open session of the account is ended. */
export async function resetPassword(deps: AppDeps, token: string, body: SetPasswordBody, client: ClientInfo) {
  const row = await resolveLinkToken(deps.db, token, 'reset_password');
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    if (!(await claimEmailToken(tx, row.id, new Date()))) throw new AppError('LINK_EXPIRED');
    await updateUser(tx, row.userId, { passwordHash });
    await revokeUserSessions(tx, row.userId, 'password_reset', new Date());
    await recordAudit(tx, { event: 'password.reset', userId: row.userId, ...client });
  });
}

/** Changes the password of the signed-in user; their other sessions are ended. */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  body: { current_password: string; password: string },
  client: ClientInfo,
) {
  const { user } = auth.account;
  // The current password is a confirmation: counted and locked per user like check_password.
  await assertPasswordCheckAllowed(deps.db, user.id, new Date());
  const valid = user.passwordHash ? await verifyPassword(user.passwordHash, body.current_password) : false;
  await insertPasswordCheck(deps.db, { userId: user.id, ip: client.ip, succeeded: valid });
  if (!valid) throw new AppError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, 'password_changed', new Date(), auth.sessionId);
    await recordAudit(tx, { event: 'password.changed', userId: user.id, ...client });
  });
}
