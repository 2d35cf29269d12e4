import { describe, expect, it } from 'vitest';
import { nextCheckDelaySeconds, publicStatus } from './collection-states.ts';

describe('collection states', () => {
  it('shows open states as PENDING and a missing status as FAILED', () => {
    expect(publicStatus('CREATED')).toBe('PENDING');
    expect(publicStatus('UNKNOWN')).toBe('PENDING');
    expect(publicStatus('PENDING')).toBe('PENDING');
    expect(publicStatus('SUCCESSFUL')).toBe('SUCCESSFUL');
    expect(publicStatus('FAILED')).toBe('FAILED');
    expect(publicStatus(null)).toBe('FAILED');
    expect(publicStatus(undefined)).toBe('FAILED');
  });

  it('spaces status checks out and keeps the last delay', () => {
    expect(nextCheckDelaySeconds(0)).toBe(5);
    expect(nextCheckDelaySeconds(1)).toBe(10);
    expect(nextCheckDelaySeconds(100)).toBe(12 * 3600);
  });
});
