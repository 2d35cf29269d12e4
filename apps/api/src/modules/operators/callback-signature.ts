import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload, 'utf8').digest('hex');

/** Constant-time comparison of two hex strings (false when lengths differ). */
export function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Our protocol's `X-Signature`: hex HMAC-SHA256 of the raw body. */
export function verifyBodySignature(secret: string, signature: string | undefined, rawBody: string): boolean {
  if (!signature || secret === '') return false;
  return sameHex(signature.trim(), hmacHex(secret, rawBody));
}

export const WAVE_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/**
 * Wave's `Wave-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>]`: hex HMAC-SHA256 of t followed
 * by the raw body. Refused when no v1 matches or t is more than 5 minutes away from `nowMs`.
 */
export function verifyWaveSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowMs: number,
  toleranceMs: number = WAVE_SIGNATURE_TOLERANCE_MS,
): boolean {
  if (!header || secret === '') return false;
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const key = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (key === 't') timestamp = value;
    else if (key === 'v1') signatures.push(value);
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowMs - Number(timestamp) * 1000) > toleranceMs) return false;
  const expected = hmacHex(secret, `${timestamp}${rawBody}`);
  let match = false;
  for (const signature of signatures) if (sameHex(signature, expected)) match = true;
  return match;
}
