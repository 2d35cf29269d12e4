import { describe, expect, it } from 'vitest';
import { isPrivateAddress, targetRefusal } from './target-guard.ts';

describe('webhook target guard', () => {
  it('knows private and loopback addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '172.32.0.1', '41.138.0.1', '2001:4860:4860::8888']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });

  it('refuses private targets unless allowed, and odd schemes always', async () => {
    expect(await targetRefusal('http://127.0.0.1:8080/hook', false)).toBe('private_target');
    expect(await targetRefusal('http://[::1]/hook', false)).toBe('private_target');
    expect(await targetRefusal('http://127.0.0.1:8080/hook', true)).toBeNull();
    expect(await targetRefusal('ftp://example.com/x', true)).toBe('invalid_scheme');
    expect(await targetRefusal('not a url', true)).toBe('invalid_url');
  });
});
