import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { postToTarget } from './post-to-target.ts';
import { DELIVERY_TIMEOUT_MS, retryDelayAfter } from './retry-schedule.ts';
import { signWebhook } from './sign-webhook.ts';
import { checkTarget, type Resolver } from './target-guard.ts';
import { insertAttempt, lockDelivery, updateDelivery, updateEndpoint } from './webhooks-repository.ts';

const TRUNCATE = 4096;
const truncate = (text: string) => (text.length > TRUNCATE ? `${text.slice(0, TRUNCATE)}…` : text);

export type DeliveryOptions = {
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS, development only: lifts the address guard (both modes). */
  allowPrivateTargets: boolean;
  /** Resolves the endpoint's host (the system's resolver by default; tests pass their own). */
  resolve?: Resolver;
  /** Enqueues the next attempt (the job definition, passed in to avoid an import cycle). */
  scheduleNext: (tx: Db, deliveryId: string, delaySeconds: number) => Promise<void>;
};

/**
 * One attempt of one delivery. No transaction is held during the HTTP call; the outcome, the
 * attempt log and the next attempt's job are then written together. Any 2xx within 15 s is a
 * success; anything else is retried at 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
 */
export async function deliverWebhook(db: Db, deliveryId: string, options: DeliveryOptions) {
  const found = await db.transaction((tx) => lockDelivery(tx, deliveryId));
  if (found?.delivery.status !== 'pending') return;
  const { delivery, event, endpoint } = found;
  const attempt = delivery.attempts + 1;
  const body = JSON.stringify(event.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'MerchantPayments-Webhooks/1.0',
    ...signWebhook(endpoint.secret, event.id, timestamp, body),
  };

  const startedAt = new Date();
  let statusCode: number | null = null;
  let responseBody: string | null = null;
  let error: string | null = null;
  // The guard of every target, live and sandbox alike: resolved once, then the request connects
  // to the addresses checked (docs/security.md).
  const checked = endpoint.enabled
    ? await checkTarget(endpoint.url, { allowPrivate: options.allowPrivateTargets, resolve: options.resolve })
    : { refusal: 'endpoint_disabled' as const };
  const refusal = checked.refusal;
  if (checked.refusal) {
    error = checked.refusal;
  } else {
    try {
      const answer = await postToTarget(endpoint.url, checked.addresses, {
        headers,
        body,
        timeoutMs: DELIVERY_TIMEOUT_MS,
      });
      statusCode = answer.statusCode;
      responseBody = answer.body;
    } catch (e) {
      error = e instanceof Error && e.name === 'TimeoutError' ? 'timeout' : 'network_error';
    }
  }
  const durationMs = Date.now() - startedAt.getTime();
  const succeeded = statusCode !== null && statusCode >= 200 && statusCode < 300;

  await db.transaction(async (tx) => {
    const current = await lockDelivery(tx, deliveryId);
    // Another run already recorded this attempt (a job run twice): keep the first outcome.
    if (current?.delivery.status !== 'pending' || current.delivery.attempts !== delivery.attempts) return;
    await insertAttempt(tx, {
      id: newId('att'),
      deliveryId,
      attempt,
      requestedAt: startedAt,
      durationMs,
      statusCode,
      error,
      requestHeaders: headers,
      requestBody: truncate(body),
      responseBody,
    });
    if (succeeded) {
      await updateDelivery(tx, deliveryId, {
        status: 'succeeded',
        attempts: attempt,
        lastStatusCode: statusCode,
        nextAttemptAt: null,
      });
      if (endpoint.failingSince) await updateEndpoint(tx, endpoint.id, { failingSince: null });
      return;
    }
    const delay = refusal === 'endpoint_disabled' ? null : retryDelayAfter(attempt);
    await updateDelivery(tx, deliveryId, {
      status: delay === null ? 'failed' : 'pending',
      attempts: attempt,
      lastStatusCode: statusCode,
      nextAttemptAt: delay === null ? null : new Date(Date.now() + delay * 1000),
    });
    if (!endpoint.failingSince) await updateEndpoint(tx, endpoint.id, { failingSince: startedAt });
    if (delay !== null) await options.scheduleNext(tx, deliveryId, delay);
  });
}
