import type { LoginBody, User } from '@platform/contracts';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { decoyHash, verifyPassword } from '../../platform/auth/password-hash.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type IssuedTokens, openSession } from './issue-session.ts';
import { insertLoginAttempt } from './login-attempts-repository.ts';
import { assertLoginAllowed } from './login-throttle.ts';
import { assertSecondFactor } from './second-factor.ts';
import { toUserView } from './user-view.ts';
import { getUserByEmail, getUserWithAccount } from './users-repository.ts';

export type ClientInfo = {
  ip: string;
  userAgent: string | undefined;
  /** The `X-Two-Factor-Code` header: a code for confirmations of users with two-step sign-in. */
  twoFactorCode?: string | undefined;
};

/**
 * Signs a user in. An unknown address and a wrong password get the same answer, after the same
 * work (a hash is verified either way); throttling is checked before any hash is computed.
 */
export async function login(
  deps: AppDeps,
  body: LoginBody,
  client: ClientInfo,
): Promise<IssuedTokens & { user: User }> {
  const { db, config } = deps;
  const now = new Date();
  try {
    await assertLoginAllowed(db, body.email, client.ip, now);
  } catch (error) {
    await recordAudit(db, { event: 'login.throttled', ...client, details: { email: body.email } });
    throw error;
  }
  const user = await getUserByEmail(db, body.email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyPassword(await decoyHash(), body.password).then(() => false);
  if (!user || !valid) {
    await insertLoginAttempt(db, { email: body.email, ip: client.ip, succeeded: false });
    await recordAudit(db, {
      event: 'login.failed',
      userId: user?.id,
      ...client,
      details: { email: body.email },
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!user.isActive) throw new AppError('ACCOUNT_INACTIVE');
  // Two-step sign-in (issue 18): a wrong code counts as a failed attempt for the throttle.
  await assertSecondFactor(deps, user, body.totp_code).catch(async (error) => {
    if (body.totp_code) await insertLoginAttempt(db, { email: body.email, ip: client.ip, succeeded: false });
    throw error;
  });

  const account = await getUserWithAccount(db, user.id);
  if (!account) throw new AppError('INVALID_CREDENTIALS');
  // An account not yet validated by staff works in the sandbox only.
  const mode = account.merchant && !account.merchant.valid ? 0 : 1;
  return db.transaction(async (tx) => {
    const tokens = await openSession(tx, config.jwtSecret, { userId: user.id, mode, ...client, now });
    await insertLoginAttempt(tx, { email: body.email, ip: client.ip, succeeded: true });
    await recordAudit(tx, {
      event: 'login.succeeded',
      userId: user.id,
      merchantId: user.merchantId,
      ...client,
      details: { session: tokens.sessionId },
    });
    return { ...tokens, user: toUserView(account, { id: tokens.sessionId, mode }) };
  });
}
