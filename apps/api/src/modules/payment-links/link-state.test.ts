import { describe, expect, it } from 'vitest';
import { linkState } from './link-state.ts';

const now = new Date('2026-06-01T12:00:00Z');
const open = { enabled: true, expiresAt: null, reusable: true };

describe('linkState', () => {
  it('is active when enabled, not expired and reusable', () => {
    expect(linkState(open, true, now)).toBe('active');
  });
  it('is disabled first, whatever else holds', () => {
    expect(linkState({ ...open, enabled: false, expiresAt: new Date('2020-01-01') }, true, now)).toBe(
      'disabled',
    );
  });
  it('is expired at its expiry instant and after', () => {
    expect(linkState({ ...open, expiresAt: now }, false, now)).toBe('expired');
    expect(linkState({ ...open, expiresAt: new Date(now.getTime() + 1000) }, false, now)).toBe('active');
  });
  it('is used once a single-use link has a paid session', () => {
    expect(linkState({ ...open, reusable: false }, false, now)).toBe('active');
    expect(linkState({ ...open, reusable: false }, true, now)).toBe('used');
  });
});
