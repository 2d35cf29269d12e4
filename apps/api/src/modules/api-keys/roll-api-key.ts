import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { forgetApiKeys } from './api-key-cache.ts';
import { apiKeyStatus } from './api-key-view.ts';
import { getApiKeyForMerchant, updateApiKey } from './api-keys-repository.ts';
import { createApiKey } from './create-api-key.ts';

/**
 * Replaces a key: a new secret now, and the previous one keeps working for `overlapHours`
 * (0 stops it at once) so the merchant can deploy the new one without downtime. Rolling a key
 * already in its overlap never lengthens it. Revoked or expired keys cannot be rolled. The
 * previous key's new expiry holds in this process at once, in another API process within
 * `API_KEY_CACHE_MS`.
 */
export async function rollApiKey(
  db: Db,
  ctx: { merchantId: string; mode: 0 | 1 },
  id: string,
  overlapHours: number,
  now = new Date(),
) {
  const rolled = await db.transaction(async (tx) => {
    const previous = await getApiKeyForMerchant(tx, id, ctx.merchantId, ctx.mode, true);
    if (!previous) throw new AppError('API_KEY_NOT_FOUND');
    const status = apiKeyStatus(previous, now);
    if (status === 'revoked' || status === 'expired') throw new AppError('API_KEY_NOT_ACTIVE');
    const overlapEnd = new Date(now.getTime() + overlapHours * 3_600_000);
    const expiresAt = previous.expiresAt && previous.expiresAt < overlapEnd ? previous.expiresAt : overlapEnd;
    const updated = await updateApiKey(tx, previous.id, { expiresAt });
    const created = await createApiKey(tx, {
      merchantId: previous.merchantId,
      shopId: previous.shopId,
      mode: ctx.mode,
    });
    return { key: created.key, row: created.row, previous: updated };
  });
  forgetApiKeys();
  return rolled;
}
