import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, sealSecret } from './secret-box.ts';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('seals to a different text each time and opens back', () => {
    const a = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'totp:usr_1');
    const b = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'totp:usr_1');
    expect(a).not.toBe(b);
    expect(isSealed(a)).toBe(true);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, a, 'totp:usr_1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another context and a changed byte', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'totp:usr_1');
    expect(() => openSecret(randomBytes(32), sealed, 'totp:usr_1')).toThrow();
    expect(() => openSecret(key, sealed, 'totp:usr_2')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => openSecret(key, parts.join('.'), 'totp:usr_1')).toThrow();
  });
});
