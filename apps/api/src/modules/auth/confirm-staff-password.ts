import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { verifyPassword } from '../../platform/auth/password-hash.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ClientInfo } from './login.ts';
import { insertLoginAttempt } from './login-attempts-repository.ts';
import { assertLoginAllowed } from './login-throttle.ts';
import { getUserById } from './users-repository.ts';

/**
 * The password confirmation of money-moving and access-granting staff actions: the staff user's
 * own password, throttled like a sign-in; a wrong one is refused with `WRONG_PASSWORD`, the same
 * error as the merchant's confirmation.
 */
export async function confirmStaffPassword(
  deps: AppDeps,
  userId: string,
  password: string,
  client: ClientInfo = { ip: 'unknown', userAgent: undefined },
): Promise<void> {
  const user = await getUserById(deps.db, userId);
  if (!user) throw new AppError('WRONG_PASSWORD');
  await assertLoginAllowed(deps.db, user.email, client.ip, new Date());
  const valid = user.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
  if (!valid) {
    await insertLoginAttempt(deps.db, { email: user.email, ip: client.ip, succeeded: false });
    await recordAudit(deps.db, { event: 'password.check_failed', userId: user.id, ...client });
    throw new AppError('WRONG_PASSWORD');
  }
  await recordAudit(deps.db, { event: 'password.checked', userId: user.id, ...client });
}
