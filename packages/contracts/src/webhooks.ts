import { z } from 'zod';

export const WEBHOOK_EVENT_TYPES = [
  'transaction.successful',
  'transaction.failed',
  'transaction.refunded',
  'transaction.refund_failed',
  /** A second payment of a checkout session (a late success), refunded automatically. */
  'transaction.duplicate',
  'payout.successful',
  'payout.failed',
] as const;

export const createWebhookEndpointBody = z.object({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  url: z.url({ protocol: /^https?$/, error: 'format' }).max(2000, { error: 'max' }),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).max(20).optional().default([]),
  description: z.string().trim().max(200, { error: 'max' }).optional(),
});
export type CreateWebhookEndpointBody = z.input<typeof createWebhookEndpointBody>;

export const webhookEndpoint = z
  .object({
    _id: z.string(),
    shop: z.string(),
    mode: z.enum(['LIVE', 'SANDBOX']),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string().nullable(),
    enabled: z.boolean(),
    disabled_reason: z.string().nullable(),
    /** The signing secret, masked except on creation and when revealed. */
    secret: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** An endpoint as the list shows it: with the time of its latest delivery attempt. */
export const webhookEndpointListItem = webhookEndpoint.extend({ last_delivery_at: z.string().nullable() });
export type WebhookEndpointListItem = z.infer<typeof webhookEndpointListItem>;

export const webhookEndpointListResponse = z.object({ endpoints: z.array(webhookEndpointListItem) });
export type WebhookEndpointListResponse = z.infer<typeof webhookEndpointListResponse>;
export const shopQuery = z.object({ shop: z.string().min(1).max(64) });

export const webhookEndpointIdParams = z.object({ id: z.string().min(1).max(64) });

export const updateWebhookEndpointBody = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'format' })
    .max(2000, { error: 'max' })
    .optional(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).max(20).optional(),
  /** null or '' clears it. */
  description: z.string().trim().max(200, { error: 'max' }).nullable().optional(),
  /** true re-enables (and clears `disabled_reason`), false pauses. */
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointBody = z.infer<typeof updateWebhookEndpointBody>;

export const webhookEndpointResponse = z.object({ endpoint: webhookEndpoint });

export const webhookEndpointStats = z.object({
  succeeded: z.number().int(),
  /** Deliveries the "failed" filter lists: failed for good, or pending after a failed attempt. */
  failed: z.number().int(),
  /** Deliveries still pending (first attempt not made yet, or a retry scheduled). */
  pending: z.number().int(),
  /** When the latest attempt was made. */
  last_delivery_at: z.string().nullable(),
});

export const webhookEndpointDetailResponse = z.object({
  endpoint: webhookEndpoint,
  stats: webhookEndpointStats,
});
export type WebhookEndpointDetailResponse = z.infer<typeof webhookEndpointDetailResponse>;

export const webhookSecretResponse = z.object({ secret: z.string() });
export const webhookTestResponse = z.object({ delivery_id: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

const isoDate = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'format' });

export const webhookDeliveriesQuery = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  event: z.string().min(1).max(64).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** `next_cursor` of the previous page. */
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuery>;

export const webhookDelivery = z
  .object({
    _id: z.string(),
    /** The `webhook-id` header: the same for every attempt and resend. */
    event_id: z.string(),
    event: z.string(),
    reference: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    last_status_code: z.number().int().nullable(),
    /** How long the latest attempt took, null before the first one. */
    last_duration_ms: z.number().int().nullable(),
    next_attempt_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryListResponse = z.object({
  deliveries: z.array(webhookDelivery),
  next_cursor: z.string().nullable(),
});
export type WebhookDeliveryListResponse = z.infer<typeof webhookDeliveryListResponse>;

export const webhookAttempt = z
  .object({
    attempt: z.number().int(),
    requested_at: z.string(),
    duration_ms: z.number().int(),
    status_code: z.number().int().nullable(),
    /** timeout, network_error, private_target, endpoint_disabled… when no HTTP answer came. */
    error: z.string().nullable(),
    request_headers: z.record(z.string(), z.string()),
    /** Truncated to 4 KiB. */
    request_body: z.string(),
    response_body: z.string().nullable(),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDeliveryIdParams = z.object({ id: z.string().min(1).max(64) });

export const webhookDeliveryDetailResponse = z.object({
  delivery: webhookDelivery,
  attempts: z.array(webhookAttempt),
});
export type WebhookDeliveryDetailResponse = z.infer<typeof webhookDeliveryDetailResponse>;

export const webhookDeliveryResponse = z.object({ delivery: webhookDelivery });

export const resendFailedDeliveriesBody = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type ResendFailedDeliveriesBody = z.infer<typeof resendFailedDeliveriesBody>;

export const resendFailedDeliveriesResponse = z.object({ count: z.number().int() });
