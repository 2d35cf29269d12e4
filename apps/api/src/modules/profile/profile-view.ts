import type { OpenSession, ProfileResponse } from '@platform/contracts';
import type { UserRow } from '../auth/users-repository.ts';

export function toProfileView(user: UserRow): ProfileResponse {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    pending_email: user.pendingEmail,
    avatar: { filename: user.avatarFilename },
    two_factor: user.totpEnabledAt !== null,
    recovery_codes_left: user.totpEnabledAt ? user.recoveryCodeHashes.length : 0,
  };
}

/** "Chrome on Windows" from a user agent; the raw string is not shown. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return '—';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} · ${os}`;
  return browser ?? os ?? userAgent.slice(0, 60);
}

export function toSessionView(
  row: {
    session: { id: string; userAgent: string | null; ip: string | null; createdAt: Date; mode: number };
    lastSeenAt: Date | string;
  },
  currentId: string,
): OpenSession {
  return {
    _id: row.session.id,
    device: describeDevice(row.session.userAgent),
    ip: row.session.ip,
    created_at: row.session.createdAt.toISOString(),
    last_seen_at: new Date(row.lastSeenAt).toISOString(),
    current: row.session.id === currentId,
    mode: row.session.mode === 0 ? 0 : 1,
  };
}
