import type { Db } from '../../platform/db/client.ts';
import { newWebhookSecret } from './sign-webhook.ts';
import { requireEndpoint, type WebhookScope } from './webhook-scope.ts';
import { updateEndpoint } from './webhooks-repository.ts';

/** A new signing secret; every attempt from now on (retries included) is signed with it. */
export async function rollWebhookSecret(db: Db, scope: WebhookScope, id: string) {
  return db.transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, scope, id, true);
    const secret = newWebhookSecret();
    await updateEndpoint(tx, endpoint.id, { secret });
    return secret;
  });
}
