import type { WebhookEndpoint } from '@platform/contracts';
import type { WebhookEndpointRow } from './webhooks-repository.ts';

/** Masks a secret but for its last four characters. */
export const maskSecret = (secret: string) => `whsec_••••••••${secret.slice(-4)}`;

export function toWebhookEndpointView(row: WebhookEndpointRow, reveal = false): WebhookEndpoint {
  return {
    _id: row.id,
    shop: row.shopId,
    mode: row.mode === 1 ? 'LIVE' : 'SANDBOX',
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    secret: reveal ? row.secret : maskSecret(row.secret),
    created_at: row.createdAt.toISOString(),
  };
}
