import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  transactionEvents,
  transactions,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../platform/db/schema/index.ts';
import { unfoldCallbacks } from '../collections/timeline-callbacks.ts';
import type { ListScope } from './transaction-list-repository.ts';

/** A transaction only if it belongs to the caller's merchant, shop and mode. */
export async function getScopedTransaction(db: Db, scope: ListScope, id: string) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.id, id),
        eq(transactions.merchantId, scope.merchantId),
        eq(transactions.shopId, scope.shopId),
        eq(transactions.mode, scope.mode),
      ),
    )
    .limit(1);
  return row;
}

/** A transaction's timeline events in time order, each folded callback its own event again (unfoldCallbacks). */
export async function findTransactionEvents(db: Db, transactionId: string) {
  const rows = await db
    .select()
    .from(transactionEvents)
    .where(eq(transactionEvents.transactionId, transactionId))
    .orderBy(asc(transactionEvents.createdAt), asc(transactionEvents.id));
  return unfoldCallbacks(rows);
}

/** The ledger entries recorded for a transaction reference in its shop and mode, with their postings. */
export async function findLedgerEntriesOf(db: Db, scope: ListScope, reference: string) {
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.reference, reference),
        eq(ledgerEntries.shopId, scope.shopId),
        eq(ledgerEntries.mode, scope.mode),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  if (entries.length === 0) return [];
  const postings = await db
    .select({
      entryId: ledgerPostings.entryId,
      accountId: ledgerPostings.accountId,
      amount: ledgerPostings.amount,
      kind: ledgerAccounts.kind,
      operator: ledgerAccounts.operator,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      inArray(
        ledgerPostings.entryId,
        entries.map((e) => e.id),
      ),
    );
  return entries.map((entry) => ({ entry, postings: postings.filter((p) => p.entryId === entry.id) }));
}

/** Webhook events about a transaction and their deliveries (with the endpoint's URL) and attempts. */
export async function findWebhookTrailOf(db: Db, scope: ListScope, reference: string) {
  const deliveries = await db
    .select({ delivery: webhookDeliveries, event: webhookEvents, url: webhookEndpoints.url })
    .from(webhookEvents)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.eventId, webhookEvents.id))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookEvents.reference, reference),
        eq(webhookEvents.shopId, scope.shopId),
        eq(webhookEvents.mode, scope.mode),
        eq(webhookEvents.merchantId, scope.merchantId),
      ),
    )
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id));
  if (deliveries.length === 0) return { deliveries, attempts: [] };
  const attempts = await db
    .select({
      deliveryId: webhookAttempts.deliveryId,
      attempt: webhookAttempts.attempt,
      requestedAt: webhookAttempts.requestedAt,
      statusCode: webhookAttempts.statusCode,
      error: webhookAttempts.error,
      durationMs: webhookAttempts.durationMs,
    })
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        deliveries.map((d) => d.delivery.id),
      ),
    );
  return { deliveries, attempts };
}
