import { awaitsLateSuccess } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import type { OperatorResult } from '../operators/operator-adapter.ts';
import { recordWebhookEvents } from '../webhooks/record-webhook-event.ts';
import { addCollectionRollups, withoutRowRollups } from './collection-rollups-repository.ts';
import { nextExpiredCheckAt, OPEN_STATES } from './collection-states.ts';
import { collectionWebhookEvent } from './collection-webhook-event.ts';
import { settleCollections } from './settle-collection.ts';
import { runFailureHooks } from './settlement-hooks.ts';
import { CALLBACK_KIND, foldCallback } from './timeline-callbacks.ts';
import {
  type FinalChange,
  finalizeTransactions,
  insertTransactionEventsOfMany,
  lockTransactions,
  type TransactionRow,
} from './transactions-repository.ts';

export type ResultSource = 'operator.collect' | 'operator.status' | 'reconciler.expired';

/** A final operator answer (SUCCESSFUL or FAILED) about one collection. */
export type FinalAnswer = { transactionId: string; result: OperatorResult; source: ResultSource };

/** A timeline event to write with the answers (the callbacks that brought the questions forward). */
export type TimelineNote = {
  transactionId: string;
  kind: string;
  data: Record<string, unknown>;
  createdAt?: Date;
};

/** What a timeline event records of an operator's answer. */
export function answerEventData(result: OperatorResult): Record<string, unknown> {
  return {
    status: result.status,
    ...(result.reason ? { reason: result.reason } : {}),
    ...(result.operatorReference ? { operatorReference: result.operatorReference } : {}),
  };
}

/**
 * Applies final answers to one or many collections in ONE database transaction, with everything
 * they imply: under the rows' locks (id order), each answer's timeline event; for each row still
 * open (or failed as EXPIRED and now successful) its new state, a `status.changed` event, the
 * webhook outbox event, and for a success its ledger entry, customer and checkout session. A row
 * already final only gets the event, so applying an answer twice is harmless. The statements do
 * not grow with the batch but for one ledger entry per success. `notes` are written with the
 * answers' events (an `operator.callback` note folded into its row's answer event, shown as two
 * lines: timeline-callbacks.ts). Answers every row as it stands after, by id.
 */
export async function applyFinalResults(
  db: Db,
  answers: FinalAnswer[],
  notes: TimelineNote[] = [],
): Promise<Map<string, TransactionRow>> {
  const byId = new Map(answers.map((a) => [a.transactionId, a]));
  if (byId.size === 0) return new Map();
  return db.transaction(async (tx) => {
    const now = new Date();
    const current = await lockTransactions(tx, [...byId.keys()]);
    const after = new Map(current.map((row) => [row.id, row]));
    // The callback that prompted an answer is folded into the answer's event (one row, not two:
    // timeline-callbacks.ts); any other note is its own event.
    const callbackOf = new Map<string, TimelineNote>();
    const events: TimelineNote[] = [];
    for (const note of notes) {
      const answered = after.has(note.transactionId) && !callbackOf.has(note.transactionId);
      if (note.kind === CALLBACK_KIND && answered) callbackOf.set(note.transactionId, note);
      else events.push(note);
    }
    const changes: FinalChange[] = [];
    for (const row of current) {
      const { result, source } = byId.get(row.id)!;
      if (result.status !== 'SUCCESSFUL' && result.status !== 'FAILED') {
        throw new Error(`unexpected operator status ${result.status}`);
      }
      const callback = callbackOf.get(row.id);
      const data = answerEventData(result);
      events.push({
        transactionId: row.id,
        kind: source,
        data: callback ? foldCallback(data, { at: callback.createdAt ?? now, data: callback.data }) : data,
      });
      const open = (OPEN_STATES as readonly string[]).includes(row.status);
      const lateSuccess = awaitsLateSuccess(row) && result.status === 'SUCCESSFUL';
      if (!open && !lateSuccess) continue;
      const success = result.status === 'SUCCESSFUL';
      changes.push({
        id: row.id,
        status: result.status,
        reasonCode: success ? null : (result.reason?.code ?? 'OPERATOR_ERROR'),
        reasonMessage: success ? null : (result.reason?.message ?? null),
        operatorReference: result.operatorReference ?? null,
        // Expired by us, not by the operator: still asked about, further apart (a late success settles it).
        nextCheckAt: !success && source === 'reconciler.expired' ? nextExpiredCheckAt(now, now) : null,
      });
      events.push({
        transactionId: row.id,
        kind: 'status.changed',
        data: { from: row.status, to: result.status },
      });
    }
    await insertTransactionEventsOfMany(tx, events);
    // Rows written in shop order (with their rollups, below, in key order): batches running at once
    // lock what they share in one order (no deadlock between them).
    const keyOf = new Map(current.map((row) => [row.id, `${row.shopId}:${row.id}`]));
    changes.sort((a, b) => {
      const x = keyOf.get(a.id)!;
      const y = keyOf.get(b.id)!;
      return x < y ? -1 : x > y ? 1 : 0;
    });
    // The dashboard rollups of these rows are written in one statement at the end (below), not by
    // the per-row trigger.
    const updated = await withoutRowRollups(tx, () => finalizeTransactions(tx, after, changes, now));
    for (const row of updated) after.set(row.id, row);
    await recordWebhookEvents(tx, updated.map(collectionWebhookEvent));
    // What other modules do when a payment fails (FeexMarket releases stock): settlement-hooks.ts.
    await runFailureHooks(
      tx,
      updated.filter((row) => row.status === 'FAILED'),
    );
    // Last, just before commit: the ledger's account locks are held for as short a time as possible.
    await settleCollections(
      tx,
      updated.filter((row) => row.status === 'SUCCESSFUL'),
    );
    // Last: a shop's rollup rows stay locked until commit, as with the deferred trigger.
    const statusBefore = new Map(current.map((row) => [row.id, row.status]));
    await addCollectionRollups(
      tx,
      updated.map((row) => ({ id: row.id, oldStatus: statusBefore.get(row.id)! })),
    );
    return after;
  });
}
