import type { WebhookDeliveriesQuery, WebhookDeliveryListResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { decodeDeliveryCursor, encodeDeliveryCursor } from './delivery-cursor.ts';
import { deliveryPeriod } from './delivery-period.ts';
import { toWebhookDeliveryView } from './webhook-delivery-view.ts';
import { requireEndpoint, type WebhookScope } from './webhook-scope.ts';
import { findEndpointDeliveries } from './webhooks-repository.ts';

/** A page of an endpoint's delivery log, newest first, with the cursor of the next page. */
export async function listWebhookDeliveries(
  db: Db,
  scope: WebhookScope,
  endpointId: string,
  query: WebhookDeliveriesQuery,
): Promise<WebhookDeliveryListResponse> {
  const after = query.cursor ? decodeDeliveryCursor(query.cursor) : undefined;
  const endpoint = await requireEndpoint(db, scope, endpointId);
  const rows = await findEndpointDeliveries(
    db,
    endpoint.id,
    { status: query.status, event: query.event, ...deliveryPeriod(query.from, query.to) },
    { limit: query.limit + 1, after },
  );
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    deliveries: page.map((row) => toWebhookDeliveryView(row.delivery, row.event, row.lastDurationMs)),
    next_cursor:
      rows.length > query.limit && last
        ? encodeDeliveryCursor({ createdAt: last.position, id: last.delivery.id })
        : null,
  };
}
