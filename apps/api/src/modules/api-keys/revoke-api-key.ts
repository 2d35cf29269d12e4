import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getApiKeyForMerchant, updateApiKey } from './api-keys-repository.ts';

/** Refuses a key from now on; revoking it again changes nothing. */
export async function revokeApiKey(db: Db, ctx: { merchantId: string; mode: 0 | 1 }, id: string) {
  return db.transaction(async (tx) => {
    const row = await getApiKeyForMerchant(tx, id, ctx.merchantId, ctx.mode, true);
    if (!row) throw new AppError('API_KEY_NOT_FOUND');
    if (row.revokedAt) return row;
    return updateApiKey(tx, row.id, { revokedAt: new Date() });
  });
}
