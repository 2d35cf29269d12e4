import type { Db } from '../../platform/db/client.ts';
import { requireEndpoint, type WebhookScope } from './webhook-scope.ts';
import { updateEndpoint } from './webhooks-repository.ts';

/**
 * Deletes an endpoint softly: it is disabled and hidden at once (its pending deliveries then fail
 * as `endpoint_disabled`), and kept with its deliveries and attempts for audit.
 */
export async function deleteWebhookEndpoint(db: Db, scope: WebhookScope, id: string) {
  await db.transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, scope, id, true);
    await updateEndpoint(tx, endpoint.id, { enabled: false, deletedAt: new Date() });
  });
}
