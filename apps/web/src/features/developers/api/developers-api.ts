import type { CreateWebhookEndpointBody } from '@platform/contracts';
import { apiFetch } from '../../../shared/api/http.ts';
import type {
  ApiKeysResponse,
  CreatedKeyResponse,
  DeliveriesPage,
  DeliveryDetailResponse,
  DeliveryQuery,
  EndpointDetailResponse,
  EndpointPatch,
  RolledKeyResponse,
  WebhookEndpoint,
  WebhookEndpointListItem,
} from './developers-types.ts';

const seg = encodeURIComponent;

function search(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** API keys of a shop in the session's mode. */
export const keysApi = {
  list: (shop: string) => apiFetch<ApiKeysResponse>(`/api/developers/keys${search({ shop })}`),
  create: (shop: string) =>
    apiFetch<CreatedKeyResponse>('/api/developers/keys', { method: 'POST', body: { shop } }),
  roll: (id: string, overlapHours: number) =>
    apiFetch<RolledKeyResponse>(`/api/developers/keys/${seg(id)}/roll`, {
      method: 'POST',
      body: { overlap_hours: overlapHours },
    }),
  revoke: (id: string) => apiFetch<unknown>(`/api/developers/keys/${seg(id)}/revoke`, { method: 'POST' }),
};

/** Webhook endpoints, their signing secret, and their delivery log. */
export const webhooksApi = {
  list: (shop: string) =>
    apiFetch<{ endpoints: WebhookEndpointListItem[] }>(`/api/webhooks/endpoints${search({ shop })}`),
  get: (id: string) => apiFetch<EndpointDetailResponse>(`/api/webhooks/endpoints/${seg(id)}`),
  create: (body: CreateWebhookEndpointBody) =>
    apiFetch<WebhookEndpoint>('/api/webhooks/endpoints', { method: 'POST', body }),
  update: (id: string, body: EndpointPatch) =>
    apiFetch<{ endpoint: WebhookEndpoint }>(`/api/webhooks/endpoints/${seg(id)}`, { method: 'PATCH', body }),
  remove: (id: string) => apiFetch<unknown>(`/api/webhooks/endpoints/${seg(id)}`, { method: 'DELETE' }),
  revealSecret: (id: string) =>
    apiFetch<{ secret: string }>(`/api/webhooks/endpoints/${seg(id)}/secret/reveal`, { method: 'POST' }),
  rollSecret: (id: string) =>
    apiFetch<{ secret: string }>(`/api/webhooks/endpoints/${seg(id)}/secret/roll`, { method: 'POST' }),
  sendTest: (id: string) =>
    apiFetch<{ delivery_id: string }>(`/api/webhooks/endpoints/${seg(id)}/test`, { method: 'POST' }),
  deliveries: (id: string, query: DeliveryQuery, cursor?: string) =>
    apiFetch<DeliveriesPage>(
      `/api/webhooks/endpoints/${seg(id)}/deliveries${search({ ...query, cursor: cursor ?? undefined })}`,
    ),
  delivery: (id: string) => apiFetch<DeliveryDetailResponse>(`/api/webhooks/deliveries/${seg(id)}`),
  resend: (id: string) => apiFetch<unknown>(`/api/webhooks/deliveries/${seg(id)}/resend`, { method: 'POST' }),
  resendFailed: (id: string, period: { from?: string; to?: string }) =>
    apiFetch<{ count: number }>(`/api/webhooks/endpoints/${seg(id)}/resend-failed`, {
      method: 'POST',
      body: period,
    }),
};
