import type { WebhookAttempt, WebhookDelivery } from '@platform/contracts';
import type { WebhookAttemptRow, WebhookDeliveryRow } from './webhooks-repository.ts';

export function toWebhookDeliveryView(
  delivery: WebhookDeliveryRow,
  event: { id: string; type: string; reference: string },
  lastDurationMs: number | null,
): WebhookDelivery {
  return {
    _id: delivery.id,
    event_id: event.id,
    event: event.type,
    reference: event.reference,
    status: delivery.status as WebhookDelivery['status'],
    attempts: delivery.attempts,
    last_status_code: delivery.lastStatusCode,
    last_duration_ms: lastDurationMs,
    next_attempt_at: delivery.status === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
    created_at: delivery.createdAt.toISOString(),
    updated_at: delivery.updatedAt.toISOString(),
  };
}

export function toWebhookAttemptView(row: WebhookAttemptRow): WebhookAttempt {
  return {
    attempt: row.attempt,
    requested_at: row.requestedAt.toISOString(),
    duration_ms: row.durationMs,
    status_code: row.statusCode,
    error: row.error,
    request_headers: row.requestHeaders ?? {},
    request_body: row.requestBody,
    response_body: row.responseBody,
  };
}
