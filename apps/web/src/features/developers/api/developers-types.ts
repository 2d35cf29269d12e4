import type {
  ApiKeyListResponse,
  ApiKeyView,
  CreatedApiKeyResponse,
  RolledApiKeyResponse,
  UpdateWebhookEndpointBody,
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryDetailResponse,
  WebhookDeliveryListResponse,
  WebhookEndpoint,
  WebhookEndpointDetailResponse,
  WebhookEndpointListItem,
} from '@platform/contracts';

/** Answers of the developers-area API, named as the pages use them; shapes come from the contracts. */
export type { WebhookEndpoint, WebhookEndpointListItem };

export type ApiKey = ApiKeyView;
export type ApiKeyStatus = ApiKeyView['status'];
export type ApiKeysResponse = ApiKeyListResponse;
export type CreatedKeyResponse = CreatedApiKeyResponse;
export type RolledKeyResponse = RolledApiKeyResponse;

export type EndpointStats = WebhookEndpointDetailResponse['stats'];
export type EndpointDetailResponse = WebhookEndpointDetailResponse;
export type EndpointPatch = UpdateWebhookEndpointBody;

export type DeliveryStatus = WebhookDelivery['status'];
export type Delivery = WebhookDelivery;
export type DeliveriesPage = WebhookDeliveryListResponse;
export type Attempt = WebhookAttempt;
export type DeliveryDetailResponse = WebhookDeliveryDetailResponse;

/** Query parameters of the delivery log (`GET /webhooks/endpoints/{id}/deliveries`). */
export type DeliveryQuery = {
  status?: 'failed';
  event?: string;
  from?: string;
  to?: string;
};
