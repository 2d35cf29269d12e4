import { describe, expect, it } from 'vitest';
import { canRevoke, canRoll, KEY_STATUS_COLORS, sortKeys } from './key-status.ts';

describe('API key status', () => {
  it('gives each status its own badge colour', () => {
    expect(new Set(Object.values(KEY_STATUS_COLORS)).size).toBe(4);
    expect(KEY_STATUS_COLORS.active).toBe('green');
    expect(KEY_STATUS_COLORS.revoked).toBe('red');
  });

  it('rolls only the active key and revokes any key that still works', () => {
    expect(canRoll({ status: 'active' })).toBe(true);
    expect(canRoll({ status: 'expiring' })).toBe(false);
    expect(canRevoke({ status: 'expiring' })).toBe(true);
    expect(canRevoke({ status: 'expired' })).toBe(false);
    expect(canRevoke({ status: 'revoked' })).toBe(false);
  });

  it('lists working keys first, newest first', () => {
    const keys = sortKeys([
      { status: 'revoked', created_at: '2026-03-01T00:00:00Z' },
      { status: 'expiring', created_at: '2026-01-01T00:00:00Z' },
      { status: 'active', created_at: '2026-01-02T00:00:00Z' },
      { status: 'active', created_at: '2026-02-02T00:00:00Z' },
    ] as const);
    expect(keys.map((k) => `${k.status}:${k.created_at.slice(0, 7)}`)).toEqual([
      'active:2026-02',
      'active:2026-01',
      'expiring:2026-01',
      'revoked:2026-03',
    ]);
  });
});
