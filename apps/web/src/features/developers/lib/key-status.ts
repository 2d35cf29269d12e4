import type { ApiKey, ApiKeyStatus } from '../api/developers-types.ts';

/** Badge colour of each key status. */
export const KEY_STATUS_COLORS: Readonly<Record<ApiKeyStatus, string>> = {
  active: 'green',
  expiring: 'orange',
  expired: 'gray',
  revoked: 'red',
};

/** A key may be rolled while it is the active one (an expiring key already has a successor). */
export function canRoll(key: Pick<ApiKey, 'status'>): boolean {
  return key.status === 'active';
}

/** A key may be revoked while it still opens the API (active, or expiring during an overlap). */
export function canRevoke(key: Pick<ApiKey, 'status'>): boolean {
  return key.status === 'active' || key.status === 'expiring';
}

const ORDER: Readonly<Record<ApiKeyStatus, number>> = { active: 0, expiring: 1, expired: 2, revoked: 3 };

/** Keys that work first, then newest first. */
export function sortKeys<K extends Pick<ApiKey, 'status' | 'created_at'>>(keys: readonly K[]): K[] {
  return [...keys].sort(
    (a, b) => ORDER[a.status] - ORDER[b.status] || b.created_at.localeCompare(a.created_at),
  );
}
