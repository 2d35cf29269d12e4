import type { WebhookEndpoint } from '@platform/contracts';
import type { Delivery } from '../api/developers-types.ts';

/**
 * An endpoint is enabled, paused by the merchant, or disabled by the platform (with a reason, e.g.
 * `failing_for_5_days`).
 */
export type EndpointState = 'enabled' | 'paused' | 'disabled';

export function endpointState(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabled_reason'>): EndpointState {
  if (endpoint.enabled) return 'enabled';
  return endpoint.disabled_reason ? 'disabled' : 'paused';
}

export const ENDPOINT_STATE_COLORS: Readonly<Record<EndpointState, string>> = {
  enabled: 'green',
  paused: 'gray',
  disabled: 'red',
};

/** Reasons the catalogs explain; any other is shown as the server wrote it. */
export const KNOWN_DISABLED_REASONS = ['failing_for_5_days'] as const;
export type KnownDisabledReason = (typeof KNOWN_DISABLED_REASONS)[number];

export function isKnownDisabledReason(reason: string | null): reason is KnownDisabledReason {
  return (KNOWN_DISABLED_REASONS as readonly string[]).includes(reason ?? '');
}

/**
 * What a delivery shows: succeeded, failed for good, retrying (pending after a failed attempt),
 * or pending (not tried yet).
 */
export type DeliveryState = 'succeeded' | 'failed' | 'retrying' | 'pending';

export function deliveryState(delivery: Pick<Delivery, 'status' | 'attempts'>): DeliveryState {
  if (delivery.status === 'pending') return delivery.attempts > 0 ? 'retrying' : 'pending';
  return delivery.status;
}

export const DELIVERY_STATE_COLORS: Readonly<Record<DeliveryState, string>> = {
  succeeded: 'green',
  failed: 'red',
  retrying: 'orange',
  pending: 'gray',
};

/** Colour of an HTTP status code in the log (none means the request never got an answer). */
export function statusCodeColor(code: number | null): string {
  if (code === null) return 'red';
  if (code >= 200 && code < 300) return 'green';
  if (code >= 400 && code < 500) return 'orange';
  return 'red';
}
