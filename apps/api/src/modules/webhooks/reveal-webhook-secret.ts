import type { Db } from '../../platform/db/client.ts';
import { requireEndpoint, type WebhookScope } from './webhook-scope.ts';

/** The signing secret of one of the caller's endpoints, in full. */
export async function revealWebhookSecret(db: Db, scope: WebhookScope, id: string) {
  const endpoint = await requireEndpoint(db, scope, id);
  return endpoint.secret;
}
