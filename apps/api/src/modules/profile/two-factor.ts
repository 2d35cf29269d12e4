import { randomBytes } from 'node:crypto';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { verifyPassword } from '../../platform/auth/password-hash.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import type { ClientInfo } from '../auth/login.ts';
import {
  assertSecondFactor,
  newTotpSecret,
  normalizeRecoveryCode,
  openTotpSecret,
  sealTotpSecret,
  totpCodeMatches,
  totpFor,
} from '../auth/second-factor.ts';
import { getUserById, updateUser } from '../auth/users-repository.ts';

const RECOVERY_CODES = 8;

function newRecoveryCode(): string {
  const raw = randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10).toLowerCase();
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** Starts enrolment: a new secret to scan (not active until a first code confirms it). */
export async function setupTotp(deps: AppDeps, ctx: MerchantContext) {
  const { user } = ctx.account;
  if (user.totpEnabledAt) throw new AppError('TOTP_ALREADY_ON');
  const secret = newTotpSecret();
  // Stored sealed (AES-256-GCM, DATA_ENCRYPTION_KEY): a copy of the database alone gives no seed.
  await updateUser(deps.db, user.id, {
    totpSecret: sealTotpSecret(deps.config.dataEncryptionKey, user.id, secret),
  });
  return { secret, otpauth_url: totpFor(secret, user.email).toString() };
}

/** Confirms enrolment with a first code; answers the recovery codes, shown this once (stored hashed). */
export async function enableTotp(deps: AppDeps, ctx: MerchantContext, code: string, client: ClientInfo) {
  const user = (await getUserById(deps.db, ctx.userId))!;
  if (user.totpEnabledAt) throw new AppError('TOTP_ALREADY_ON');
  if (
    !user.totpSecret ||
    !totpCodeMatches(openTotpSecret(deps.config.dataEncryptionKey, user.id, user.totpSecret), code)
  )
    throw new AppError('TOTP_INVALID');
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, {
      totpEnabledAt: new Date(),
      recoveryCodeHashes: codes.map((c) => hashToken(normalizeRecoveryCode(c))),
    });
    await recordAudit(tx, { event: 'totp.enabled', userId: user.id, merchantId: ctx.merchantId, ...client });
  });
  return codes;
}

/** Turns two-step sign-in off: the password and a current code (or a recovery code). */
export async function disableTotp(
  deps: AppDeps,
  ctx: MerchantContext,
  body: { password: string; code: string },
  client: ClientInfo,
) {
  const user = (await getUserById(deps.db, ctx.userId))!;
  if (!user.totpEnabledAt) throw new AppError('TOTP_NOT_ON');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.password))) {
    throw new AppError('WRONG_PASSWORD');
  }
  await assertSecondFactor(deps, user, body.code);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { totpEnabledAt: null, totpSecret: null, recoveryCodeHashes: [] });
    await recordAudit(tx, { event: 'totp.disabled', userId: user.id, merchantId: ctx.merchantId, ...client });
  });
}
