import { Secret, TOTP } from 'otpauth';
import { isSealed, openSecret, sealSecret } from '../../platform/auth/secret-box.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { consumeRecoveryCode, updateUser } from './users-repository.ts';

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

const totpContext = (userId: string) => `totp:${userId}`;

/** The TOTP seed as stored: sealed with DATA_ENCRYPTION_KEY, bound to its user (docs/security.md). */
export function sealTotpSecret(key: Uint8Array, userId: string, secretBase32: string): string {
  return sealSecret(key, secretBase32, totpContext(userId));
}

/** The stored seed opened; a seed stored before encryption (plain base32) is read as it is. */
export function openTotpSecret(key: Uint8Array, userId: string, stored: string): string {
  return isSealed(stored) ? openSecret(key, stored, totpContext(userId)) : stored;
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
  deps: { db: Db; config: { dataEncryptionKey: Uint8Array } },
  user: { id: string; totpSecret: string | null; totpEnabledAt: Date | null },
  code: string | undefined,
): Promise<'totp' | 'recovery' | 'off'> {
  if (!user.totpEnabledAt || !user.totpSecret) return 'off';
  if (!code?.trim()) throw new AppError('TWO_FACTOR_REQUIRED');
  const key = deps.config.dataEncryptionKey;
  if (totpCodeMatches(openTotpSecret(key, user.id, user.totpSecret), code)) {
    // A seed stored before encryption is sealed on its first use.
    if (!isSealed(user.totpSecret)) {
      const plain = user.totpSecret;
      await updateUser(deps.db, user.id, { totpSecret: sealTotpSecret(key, user.id, plain) });
    }
    return 'totp';
  }
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length >= 10 && (await consumeRecoveryCode(deps.db, user.id, hashToken(normalized))))
    return 'recovery';
  throw new AppError('TOTP_INVALID');
}
