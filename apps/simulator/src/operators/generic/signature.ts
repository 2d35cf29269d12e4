import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Signature of our protocol's callbacks: hex HMAC-SHA256 of the raw body with the shared secret. */
export function genericSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function verifyGenericSignature(secret: string, signature: string, body: string): boolean {
  const expected = Buffer.from(genericSignature(secret, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
