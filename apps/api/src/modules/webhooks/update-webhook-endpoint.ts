import type { UpdateWebhookEndpointBody } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { assertEndpointUrlAllowed } from './target-guard.ts';
import { requireEndpoint, type WebhookScope } from './webhook-scope.ts';
import { updateEndpoint, type WebhookEndpointRow } from './webhooks-repository.ts';

/**
 * Changes an endpoint's address, events, description or state. A new address follows the rule of
 * creation (a public address, https in live). Re-enabling clears the reason it was disabled
 * and its failing streak, so the 5-day rule starts again from the next failure.
 */
export async function updateWebhookEndpoint(
  db: Db,
  scope: WebhookScope,
  id: string,
  body: UpdateWebhookEndpointBody,
  allowPrivateTargets: boolean,
) {
  if (body.url !== undefined) await assertEndpointUrlAllowed(body.url, scope.mode, allowPrivateTargets);
  return db.transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, scope, id, true);
    const patch: Partial<WebhookEndpointRow> = {};
    if (body.url !== undefined) patch.url = body.url;
    if (body.events !== undefined) patch.events = body.events;
    if (body.description !== undefined) patch.description = body.description || null;
    if (body.enabled === true && !endpoint.enabled) {
      Object.assign(patch, {
        enabled: true,
        disabledReason: null,
        failingSince: null,
        disabledNoticeSentAt: null,
      });
    } else if (body.enabled === false) {
      patch.enabled = false;
    }
    if (Object.keys(patch).length === 0) return endpoint;
    return (await updateEndpoint(tx, endpoint.id, patch))!;
  });
}
