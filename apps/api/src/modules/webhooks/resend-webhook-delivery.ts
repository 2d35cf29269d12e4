import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { deliverWebhookJob } from './deliver-webhook.job.ts';
import { toWebhookDeliveryView } from './webhook-delivery-view.ts';
import type { WebhookScope } from './webhook-scope.ts';
import { getDeliveryForMerchant, lockDelivery, requeueDeliveries } from './webhooks-repository.ts';

/**
 * Sends one delivery again, now: back to pending with a job queued in the same transaction. The
 * event id, hence the `webhook-id` header, stays the same so receivers can deduplicate. A
 * delivery whose retries were exhausted gets this one attempt; a pending one is tried now.
 */
export async function resendWebhookDelivery(db: Db, scope: WebhookScope, id: string) {
  const found = await getDeliveryForMerchant(db, id, scope.merchantId, scope.mode);
  if (!found) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
  return db.transaction(async (tx) => {
    const locked = await lockDelivery(tx, found.delivery.id);
    if (!locked || locked.endpoint.deletedAt) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
    if (!locked.endpoint.enabled) throw new AppError('WEBHOOK_ENDPOINT_DISABLED');
    await requeueDeliveries(tx, [locked.delivery.id]);
    await enqueueInTx(tx, deliverWebhookJob, { deliveryId: locked.delivery.id });
    const after = await lockDelivery(tx, locked.delivery.id);
    return toWebhookDeliveryView(after!.delivery, after!.event, found.lastDurationMs);
  });
}
