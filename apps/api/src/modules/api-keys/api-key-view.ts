import type { ApiKeyView } from '@platform/contracts';
import type { ApiKeyRow } from './api-keys-repository.ts';

/** Where a key stands at `now`: revoked wins, then expired, then expiring (rolled, in its overlap). */
export function apiKeyStatus(row: ApiKeyRow, now = new Date()): ApiKeyView['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  if (row.expiresAt) return 'expiring';
  return 'active';
}

/** A key as the dashboard shows it: its start and last four characters, never the secret. */
export function toApiKeyView(row: ApiKeyRow, now = new Date()): ApiKeyView {
  return {
    _id: row.id,
    prefix: row.prefix,
    last_four: row.lastFour,
    masked: `${row.prefix}…${row.lastFour}`,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    last_used_ip: row.lastUsedIp,
    status: apiKeyStatus(row, now),
  };
}
