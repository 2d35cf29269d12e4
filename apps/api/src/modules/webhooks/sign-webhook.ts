import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret in the Standard Webhooks form: `whsec_` + base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * Standard Webhooks headers: `webhook-signature` is `v1,` + base64 HMAC-SHA256 of
 * `id.timestamp.body`, keyed with the secret's base64 part.
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
}
