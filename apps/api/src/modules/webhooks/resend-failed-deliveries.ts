import type { ResendFailedDeliveriesBody } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { deliverWebhookJob } from './deliver-webhook.job.ts';
import { deliveryPeriod } from './delivery-period.ts';
import { requireEndpoint, type WebhookScope } from './webhook-scope.ts';
import { lockFailedDeliveryIds, requeueDeliveries } from './webhooks-repository.ts';

/**
 * Sends again, now, every failed delivery of an endpoint created in the period (all of them
 * without one): those whose retries were exhausted and those waiting for a retry after a failed
 * attempt. Each keeps its event id. One transaction: all are queued, or none.
 */
export async function resendFailedDeliveries(
  db: Db,
  scope: WebhookScope,
  endpointId: string,
  body: ResendFailedDeliveriesBody,
) {
  return db.transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, scope, endpointId, true);
    if (!endpoint.enabled) throw new AppError('WEBHOOK_ENDPOINT_DISABLED');
    const ids = await lockFailedDeliveryIds(tx, endpoint.id, deliveryPeriod(body.from, body.to));
    for (let i = 0; i < ids.length; i += 500) await requeueDeliveries(tx, ids.slice(i, i + 500));
    for (const deliveryId of ids) await enqueueInTx(tx, deliverWebhookJob, { deliveryId });
    return ids.length;
  });
}
