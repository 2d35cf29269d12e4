import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Sealed values read `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM with a 96-bit IV. */
const VERSION = 'v1';

/**
 * Encrypts a small secret at rest (a TOTP seed) with the 32-byte key of the configuration. The
 * `context` (e.g. `totp:<user id>`) is authenticated with it, so a sealed value copied onto
 * another row does not open there.
 */
export function sealSecret(key: Uint8Array, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export const isSealed = (value: string) => value.startsWith(`${VERSION}.`);

/** Opens a sealed value; throws on a wrong key, a wrong context or a changed byte. */
export function openSecret(key: Uint8Array, sealed: string, context: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
