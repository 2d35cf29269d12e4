import type { WebhookDeliveryDetailResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { toWebhookAttemptView, toWebhookDeliveryView } from './webhook-delivery-view.ts';
import type { WebhookScope } from './webhook-scope.ts';
import { findDeliveryAttempts, getDeliveryForMerchant } from './webhooks-repository.ts';

/** One delivery of the caller's with every attempt: what was sent and what came back. */
export async function getWebhookDelivery(
  db: Db,
  scope: WebhookScope,
  id: string,
): Promise<WebhookDeliveryDetailResponse> {
  const found = await getDeliveryForMerchant(db, id, scope.merchantId, scope.mode);
  if (!found) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
  const attempts = await findDeliveryAttempts(db, found.delivery.id);
  return {
    delivery: toWebhookDeliveryView(found.delivery, found.event, found.lastDurationMs),
    attempts: attempts.map(toWebhookAttemptView),
  };
}
