import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Wave's webhook signature: header `Wave-Signature: t=<unix seconds>,v1=<hex>` where hex is
 * HMAC-SHA256 keyed with the webhook secret over the timestamp followed by the raw body.
 */
export function waveSignature(secret: string, body: string, unixSeconds: number): string {
  const hex = createHmac('sha256', secret).update(`${unixSeconds}${body}`).digest('hex');
  return `t=${unixSeconds},v1=${hex}`;
}

/** Checks a Wave-Signature header against the raw body (any of several v1 values may match). */
export function verifyWaveSignature(secret: string, headerValue: string, body: string): boolean {
  const parts = headerValue.split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([k]) => k === 't')?.[1];
  if (!timestamp) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}${body}`).digest('hex'));
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const given = Buffer.from(v ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
