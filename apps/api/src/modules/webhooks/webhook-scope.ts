import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getEndpointForMerchant } from './webhooks-repository.ts';

/** Who asks: the merchant and the session's mode. Everything else answers "not found". */
export type WebhookScope = { merchantId: string; mode: 0 | 1 };

/** The caller's endpoint, or 404 (another merchant's, the other mode's, or deleted). */
export async function requireEndpoint(db: Db, scope: WebhookScope, id: string, lock = false) {
  const endpoint = await getEndpointForMerchant(db, id, scope.merchantId, scope.mode, lock);
  if (!endpoint) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return endpoint;
}
