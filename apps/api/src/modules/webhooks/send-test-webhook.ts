import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { recordWebhookEventFor } from './record-webhook-event.ts';
import { requireEndpoint, type WebhookScope } from './webhook-scope.ts';

export const TEST_EVENT_TYPE = 'webhook.test';

/** A sample body in the fields of a real transaction event, so a receiver can be tried end to end. */
export function sampleTransactionPayload(mode: 0 | 1, reference: string, now = new Date()) {
  return {
    event: TEST_EVENT_TYPE,
    mode: mode === 1 ? 'LIVE' : 'SANDBOX',
    reference,
    order_id: 'ORDER-TEST-001',
    status: 'SUCCESSFUL',
    amount: 1000,
    fees: 17,
    callback_info: { test: true },
    first_name: 'Test',
    last_name: 'Client',
    email: 'client@example.com',
    type: 'PAYMENT',
    phoneNumber: '22997000000',
    date: now.toISOString(),
    reseau: 'mtn',
    description: 'Test event sent from the dashboard',
    reason: null,
  };
}

/** Sends `webhook.test` to one enabled endpoint through the outbox; answers the delivery's id. */
export async function sendTestWebhook(db: Db, scope: WebhookScope, id: string) {
  return db.transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, scope, id, true);
    if (!endpoint.enabled) throw new AppError('WEBHOOK_ENDPOINT_DISABLED');
    const reference = newId('test');
    const { deliveryId } = await recordWebhookEventFor(tx, endpoint.id, {
      merchantId: endpoint.merchantId,
      shopId: endpoint.shopId,
      mode: scope.mode,
      type: TEST_EVENT_TYPE,
      reference,
      payload: sampleTransactionPayload(scope.mode, reference),
    });
    return deliveryId;
  });
}
