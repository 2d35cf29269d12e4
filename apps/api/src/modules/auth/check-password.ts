import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { verifyPassword } from '../../platform/auth/password-hash.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from './authenticate.ts';
import type { ClientInfo } from './login.ts';
import { insertLoginAttempt } from './login-attempts-repository.ts';
import { assertLoginAllowed } from './login-throttle.ts';

/** Confirms the signed-in user's password (before entering the sandbox, before money leaves). */
export async function checkPassword(deps: AppDeps, auth: AuthContext, password: string, client: ClientInfo) {
  const { user } = auth.account;
  await assertLoginAllowed(deps.db, user.email, client.ip, new Date());
  const valid = user.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
  if (!valid) {
    await insertLoginAttempt(deps.db, { email: user.email, ip: client.ip, succeeded: false });
    await recordAudit(deps.db, { event: 'password.check_failed', userId: user.id, ...client });
    throw new AppError('WRONG_PASSWORD');
  }
  await recordAudit(deps.db, { event: 'password.checked', userId: user.id, ...client });
}
