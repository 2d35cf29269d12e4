import { z } from 'zod';

/** A shop's secret API key as the dashboard shows it: never the key itself after creation. */
export const apiKeyView = z
  .object({
    _id: z.string(),
    prefix: z.string(),
    last_four: z.string(),
    /** e.g. `fp_test_3kXa…9x2a` */
    masked: z.string(),
    created_at: z.string(),
    expires_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    last_used_at: z.string().nullable(),
    last_used_ip: z.string().nullable(),
    status: z.enum(['active', 'expiring', 'expired', 'revoked']),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const apiKeysQuery = z.object({ shop: z.string({ error: 'required' }).min(1).max(64) });

export const apiKeyListResponse = z.object({
  shop: z.object({ _id: z.string(), name: z.string() }),
  /** The shop id, as the merchant API expects it. */
  public_id: z.string(),
  mode: z.enum(['LIVE', 'SANDBOX']),
  keys: z.array(apiKeyView),
});
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponse>;

export const createApiKeyBody = z.object({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

/** The full secret is in `key`, this once. */
export const createdApiKeyResponse = z.object({ key: z.string(), api_key: apiKeyView });
export type CreatedApiKeyResponse = z.infer<typeof createdApiKeyResponse>;

export const apiKeyIdParams = z.object({ id: z.string().min(1).max(64) });

export const rollApiKeyBody = z.object({
  /** How long the previous key keeps working; 0 stops it at once. */
  overlap_hours: z
    .number({ error: 'format' })
    .int({ error: 'format' })
    .min(0, { error: 'format' })
    .max(168, { error: 'format' })
    .optional()
    .default(24),
});
export type RollApiKeyBody = z.input<typeof rollApiKeyBody>;

export const rolledApiKeyResponse = z.object({
  key: z.string(),
  api_key: apiKeyView,
  previous: apiKeyView,
});
export type RolledApiKeyResponse = z.infer<typeof rolledApiKeyResponse>;

export const apiKeyResponse = z.object({ api_key: apiKeyView });
export type ApiKeyResponse = z.infer<typeof apiKeyResponse>;
