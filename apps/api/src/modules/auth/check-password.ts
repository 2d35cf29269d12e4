import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { verifyPassword } from '../../platform/auth/password-hash.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from './authenticate.ts';
import type { ClientInfo } from './login.ts';
import { insertPasswordCheck } from './login-attempts-repository.ts';
import { assertPasswordCheckAllowed } from './password-check-throttle.ts';
import { assertSecondFactor } from './second-factor.ts';
import { setSessionMode } from './sessions-repository.ts';

/**
 * Confirms the signed-in user's password (before entering the sandbox, before money leaves).
 * Wrong passwords count per user and lock that user's confirmations only (never a sign-in),
 * refused before any hash is computed.
 */
export async function checkPassword(deps: AppDeps, auth: AuthContext, password: string, client: ClientInfo) {
  const { user } = auth.account;
  await assertPasswordCheckAllowed(deps.db, user.id, new Date());
  const valid = user.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
  await insertPasswordCheck(deps.db, { userId: user.id, ip: client.ip, succeeded: valid });
  if (!valid) {
    await recordAudit(deps.db, { event: 'password.check_failed', userId: user.id, ...client });
    throw new AppError('WRONG_PASSWORD');
  }
  // Two-step sign-in (issue 18): once on, confirmations also need a code (X-Two-Factor-Code).
  await assertSecondFactor(deps, user, client.twoFactorCode);
  await recordAudit(deps.db, { event: 'password.checked', userId: user.id, ...client });
}

/**
 * Moves the session between live (1) and the sandbox (0) once the password is confirmed. Every
 * later request of the session reads its mode from the database, so live and sandbox data never
 * mix. A merchant not yet validated by staff cannot go live.
 */
export async function switchSessionMode(
  deps: AppDeps,
  auth: AuthContext,
  mode: 0 | 1,
  password: string,
  client: ClientInfo,
) {
  await checkPassword(deps, auth, password, client);
  const { merchant } = auth.account;
  if (mode === 1 && merchant && !merchant.valid) throw new AppError('MERCHANT_NOT_VALIDATED');
  await setSessionMode(deps.db, auth.sessionId, mode);
  await recordAudit(deps.db, {
    event: 'session.mode_changed',
    userId: auth.userId,
    merchantId: merchant?.id,
    ...client,
    details: { session: auth.sessionId, mode },
  });
}
