import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { forgetApiKeys } from './api-key-cache.ts';
import { getApiKeyForMerchant, updateApiKey } from './api-keys-repository.ts';

/**
 * Refuses a key from now on; revoking it again changes nothing. This process forgets its
 * remembered keys once committed; another API process within `API_KEY_CACHE_MS`.
 */
export async function revokeApiKey(db: Db, ctx: { merchantId: string; mode: 0 | 1 }, id: string) {
  const revoked = await db.transaction(async (tx) => {
    const row = await getApiKeyForMerchant(tx, id, ctx.merchantId, ctx.mode, true);
    if (!row) throw new AppError('API_KEY_NOT_FOUND');
    if (row.revokedAt) return row;
    return updateApiKey(tx, row.id, { revokedAt: new Date() });
  });
  forgetApiKeys();
  return revoked;
}
