import type { WebhookEndpoint } from '@platform/contracts';

/**
 * Answers of the developers-area API (docs/developers-api-contract.md). The endpoint shape comes
 * from the contracts package; the others are written here after the contract document.
 */
export type { WebhookEndpoint };

export type ApiKeyStatus = 'active' | 'expiring' | 'expired' | 'revoked';

export type ApiKey = {
  _id: string;
  prefix: string;
  last_four: string;
  masked: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  last_used_ip: string | null;
  status: ApiKeyStatus;
};

export type ApiKeysResponse = {
  shop: { _id: string; name: string };
  public_id: string;
  mode: 'LIVE' | 'SANDBOX';
  keys: ApiKey[];
};

export type CreatedKeyResponse = { key: string; api_key: ApiKey };
export type RolledKeyResponse = { key: string; api_key: ApiKey; previous: ApiKey };

export type EndpointStats = {
  succeeded: number;
  failed: number;
  pending: number;
  last_delivery_at: string | null;
};

export type EndpointDetailResponse = { endpoint: WebhookEndpoint; stats: EndpointStats };

export type EndpointPatch = {
  url?: string;
  events?: string[];
  description?: string;
  enabled?: boolean;
};

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export type Delivery = {
  _id: string;
  event_id: string;
  event: string;
  reference: string;
  status: DeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
  /** Duration of the last attempt, when the API sends it (not in the contract yet). */
  last_duration_ms?: number | null;
};

export type DeliveriesPage = { deliveries: Delivery[]; next_cursor: string | null };

export type Attempt = {
  attempt: number;
  requested_at: string;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  request_headers: Record<string, string>;
  request_body: string;
  response_body: string | null;
};

export type DeliveryDetailResponse = { delivery: Delivery; attempts: Attempt[] };

/** Query parameters of the delivery log (`GET /webhooks/endpoints/{id}/deliveries`). */
export type DeliveryQuery = {
  status?: 'failed';
  event?: string;
  from?: string;
  to?: string;
};
