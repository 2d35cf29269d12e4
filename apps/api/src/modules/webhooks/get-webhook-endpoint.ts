import type { Db } from '../../platform/db/client.ts';
import { requireEndpoint, type WebhookScope } from './webhook-scope.ts';
import { getEndpointStats } from './webhooks-repository.ts';

/** One endpoint with the counts of its delivery log. */
export async function getWebhookEndpoint(db: Db, scope: WebhookScope, id: string) {
  const endpoint = await requireEndpoint(db, scope, id);
  const stats = await getEndpointStats(db, endpoint.id);
  return { endpoint, stats };
}
