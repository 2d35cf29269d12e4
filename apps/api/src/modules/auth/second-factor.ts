import { Secret, TOTP } from 'otpauth';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { consumeRecoveryCode } from './users-repository.ts';

/** RFC 6238 with the parameters every authenticator app reads: SHA-1, 6 digits, 30 s. */
export function totpFor(secretBase32: string, label = '') {
  return new TOTP({
    issuer: 'Paiements',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** A code of the app, one step of clock drift either way. */
export function totpCodeMatches(secretBase32: string, code: string): boolean {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  return totpFor(secretBase32).validate({ token, window: 1 }) !== null;
}

/** Recovery codes are typed as `xxxxx-xxxxx`; compared without case, spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

/**
 * The second step of a user who turned it on: a current TOTP code, or one unused recovery code
 * (spent by this call). TWO_FACTOR_REQUIRED without a code, TOTP_INVALID with a wrong one.
 */
export async function assertSecondFactor(
  db: Db,
  user: { id: string; totpSecret: string | null; totpEnabledAt: Date | null },
  code: string | undefined,
): Promise<'totp' | 'recovery' | 'off'> {
  if (!user.totpEnabledAt || !user.totpSecret) return 'off';
  if (!code?.trim()) throw new AppError('TWO_FACTOR_REQUIRED');
  if (totpCodeMatches(user.totpSecret, code)) return 'totp';
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length >= 10 && (await consumeRecoveryCode(db, user.id, hashToken(normalized))))
    return 'recovery';
  throw new AppError('TOTP_INVALID');
}
