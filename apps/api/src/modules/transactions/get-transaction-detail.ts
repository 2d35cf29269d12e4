import type { TimelineItem, TransactionDetailResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  findLedgerEntriesOf,
  findTransactionEvents,
  findWebhookTrailOf,
  getScopedTransaction,
} from './transaction-detail-repository.ts';
import type { ListScope } from './transaction-list-repository.ts';
import { toTransactionSummary } from './transaction-summary-view.ts';

/**
 * One transaction of the caller's merchant, shop and mode, with its fees, its timeline (the
 * transaction's own events, then webhook events and each delivery attempt), its ledger entries
 * with their postings, and its webhook deliveries. Anything else is TRANSACTION_NOT_FOUND.
 */
export async function getTransactionDetail(
  db: Db,
  scope: ListScope,
  id: string,
): Promise<TransactionDetailResponse> {
  const row = await getScopedTransaction(db, scope, id);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  const [events, ledger, trail] = await Promise.all([
    findTransactionEvents(db, row.id),
    findLedgerEntriesOf(db, scope, row.reference),
    findWebhookTrailOf(db, scope, row.reference),
  ]);

  const timeline: TimelineItem[] = events.map((e) => ({
    at: e.createdAt.toISOString(),
    kind: e.kind,
    data: e.data ?? null,
  }));
  timeline.push(...trailTimeline(trail, ledger));
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  return {
    transaction: {
      ...toTransactionSummary(row),
      customer_pays: Number(row.customerPays),
      reason_code: row.reasonCode,
      reason_message: row.reasonMessage,
      operator_reference: row.operatorReference,
      checks: row.checks,
      next_check_at: row.nextCheckAt?.toISOString() ?? null,
      mode: row.mode === 1 ? 'LIVE' : 'SANDBOX',
    },
    fees: {
      amount: Number(row.amount),
      fee: Number(row.fee),
      customer_pays: Number(row.customerPays),
      merchant_receives: Number(row.merchantReceives),
      fee_paid_by: row.customerPays > row.amount ? 'customer' : 'merchant',
    },
    timeline,
    ledger: ledgerView(ledger),
    deliveries: deliveriesView(trail),
  };
}

type Trail = Awaited<ReturnType<typeof findWebhookTrailOf>>;
type Ledger = Awaited<ReturnType<typeof findLedgerEntriesOf>>;

/** The timeline lines of a webhook trail (each event once, each attempt) and of ledger entries. */
export function trailTimeline(trail: Trail, ledger: Ledger): TimelineItem[] {
  const timeline: TimelineItem[] = [];
  const seenEvents = new Set<string>();
  for (const { event } of trail.deliveries) {
    if (seenEvents.has(event.id)) continue;
    seenEvents.add(event.id);
    timeline.push({
      at: event.createdAt.toISOString(),
      kind: 'webhook.event',
      data: { type: event.type, event_id: event.id },
    });
  }
  const urlOf = new Map(trail.deliveries.map((d) => [d.delivery.id, d.url]));
  for (const a of trail.attempts) {
    timeline.push({
      at: a.requestedAt.toISOString(),
      kind: 'webhook.attempt',
      data: {
        delivery_id: a.deliveryId,
        url: urlOf.get(a.deliveryId) ?? null,
        attempt: a.attempt,
        status_code: a.statusCode,
        error: a.error,
        duration_ms: a.durationMs,
      },
    });
  }
  for (const { entry } of ledger) {
    timeline.push({
      at: entry.createdAt.toISOString(),
      kind: 'ledger.entry',
      data: { kind: entry.kind, entry_id: entry.id },
    });
  }
  return timeline;
}

/** Ledger entries with their postings, as the detail shows them. */
export function ledgerView(ledger: Ledger): TransactionDetailResponse['ledger'] {
  return ledger.map(({ entry, postings }) => ({
    _id: entry.id,
    kind: entry.kind,
    created_at: entry.createdAt.toISOString(),
    postings: postings.map((p) => ({
      account: p.accountId,
      kind: p.kind,
      operator: p.operator,
      amount: Number(p.amount),
    })),
  }));
}

/** Webhook deliveries, as the detail shows them. */
export function deliveriesView(trail: Trail): TransactionDetailResponse['deliveries'] {
  return trail.deliveries.map(({ delivery, event, url }) => ({
    _id: delivery.id,
    event_id: event.id,
    event_type: event.type,
    endpoint_id: delivery.endpointId,
    endpoint_url: url,
    status: delivery.status,
    attempts: delivery.attempts,
    last_status_code: delivery.lastStatusCode,
    created_at: delivery.createdAt.toISOString(),
    updated_at: delivery.updatedAt.toISOString(),
  }));
}
