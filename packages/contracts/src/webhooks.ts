import { z } from 'zod';

export const WEBHOOK_EVENT_TYPES = ['transaction.successful', 'transaction.failed'] as const;

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

export const webhookEndpointListResponse = z.object({ endpoints: z.array(webhookEndpoint) });
export const shopQuery = z.object({ shop: z.string().min(1).max(64) });
