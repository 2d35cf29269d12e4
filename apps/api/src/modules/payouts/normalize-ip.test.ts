import { describe, expect, it } from 'vitest';
import { normalizeIp } from './normalize-ip.ts';

describe('normalizeIp', () => {
  it('reads IPv4-mapped IPv6 as IPv4 and lower-cases IPv6', () => {
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeIp('2001:DB8::1')).toBe('2001:db8::1');
    expect(normalizeIp(' 10.0.0.1 ')).toBe('10.0.0.1');
  });
  it('refuses what is not an address', () => {
    expect(normalizeIp('localhost')).toBeNull();
    expect(normalizeIp('300.1.1.1')).toBeNull();
  });
});
