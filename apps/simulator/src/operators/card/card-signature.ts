import { createHmac } from 'node:crypto';

/**
 * The card processor's notification signature: header `Card-Signature: t=<unix seconds>,v1=<hex>`
 * where hex is HMAC-SHA256 keyed with the notification secret over `<t>.<raw body>`.
 */
export function cardSignature(secret: string, body: string, unixSeconds: number): string {
  const hex = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${hex}`;
}

export const DEFAULT_CARD_API_KEY = 'sim_card_key';
export const DEFAULT_CARD_WEBHOOK_SECRET = 'card_sim_webhook_secret';
