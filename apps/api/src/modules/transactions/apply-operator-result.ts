import type { Db } from '../../platform/db/client.ts';
import type { OperatorResult } from '../operators/operator-adapter.ts';
import { recordWebhookEvent } from '../webhooks/record-webhook-event.ts';
import { CHECK_DELAYS_SECONDS, OPEN_STATES } from './collection-states.ts';
import { settleCollection } from './settle-collection.ts';
import { toTransactionStatus } from './transaction-view.ts';
import {
  getTransactionById,
  insertTransactionEvent,
  insertTransactionEvents,
  lockTransaction,
  recordOpenAnswer,
  type TransactionRow,
  updateTransaction,
} from './transactions-repository.ts';

export type ResultSource = 'operator.collect' | 'operator.status' | 'reconciler.expired';

/**
 * Applies one operator answer to a collection, with everything it implies written atomically:
 * the timeline event, the new state, the ledger postings of a success, the webhook outbox event,
 * and when the next status check is due (`next_check_at`: the sweeper queues the check then; a
 * final state clears it, so a row a callback already settled is never checked again). An answer
 * that leaves the row open is one statement; a final one is one transaction under the row's
 * lock. Answers that change nothing (a duplicate callback, a late PENDING) leave the row as it
 * is, so applying twice is harmless.
 */
export async function applyOperatorResult(
  db: Db,
  transactionId: string,
  result: OperatorResult,
  source: ResultSource,
): Promise<TransactionRow | undefined> {
  const eventData = {
    status: result.status,
    ...(result.reason ? { reason: result.reason } : {}),
    ...(result.operatorReference ? { operatorReference: result.operatorReference } : {}),
  };
  if (result.status === 'PENDING' || result.status === 'UNKNOWN') {
    const updated = await recordOpenAnswer(db, {
      id: transactionId,
      status: result.status,
      source,
      eventData,
      operatorReference: result.operatorReference ?? null,
      action: (result.action as Record<string, unknown> | undefined) ?? null,
      delaysSeconds: CHECK_DELAYS_SECONDS,
      now: new Date(),
    });
    // Already final (or unknown): nothing changed; answer the row as it is.
    return updated ?? getTransactionById(db, transactionId);
  }
  return db.transaction(async (tx) => {
    const row = await lockTransaction(tx, transactionId);
    if (!row) return undefined;
    const open = (OPEN_STATES as readonly string[]).includes(row.status);
    const lateSuccess =
      row.status === 'FAILED' && row.reasonCode === 'EXPIRED' && result.status === 'SUCCESSFUL';
    if (!open && !lateSuccess) {
      await insertTransactionEvent(tx, row.id, source, eventData);
      return row;
    }

    const operatorReference = result.operatorReference ?? row.operatorReference;
    switch (result.status) {
      case 'SUCCESSFUL': {
        const updated = await updateTransaction(tx, row.id, {
          status: 'SUCCESSFUL',
          reasonCode: null,
          reasonMessage: null,
          operatorReference,
          completedAt: new Date(),
          nextCheckAt: null,
        });
        await insertTransactionEvents(tx, row.id, [
          { kind: source, data: eventData },
          { kind: 'status.changed', data: { from: row.status, to: 'SUCCESSFUL' } },
        ]);
        await announce(tx, updated, 'transaction.successful');
        // Last, just before commit: the ledger's account locks are held for as short a time as possible.
        await settleCollection(tx, updated);
        return updated;
      }
      case 'FAILED': {
        const updated = await updateTransaction(tx, row.id, {
          status: 'FAILED',
          reasonCode: result.reason?.code ?? 'OPERATOR_ERROR',
          reasonMessage: result.reason?.message ?? null,
          operatorReference,
          completedAt: new Date(),
          nextCheckAt: null,
        });
        await insertTransactionEvents(tx, row.id, [
          { kind: source, data: eventData },
          { kind: 'status.changed', data: { from: row.status, to: 'FAILED' } },
        ]);
        await announce(tx, updated, 'transaction.failed');
        return updated;
      }
      default:
        throw new Error(`unexpected operator status ${result.status}`);
    }
  });
}

/** The webhook event of a final state, in FeexPay's fields plus `event` and `mode`. */
async function announce(tx: Db, row: TransactionRow, type: 'transaction.successful' | 'transaction.failed') {
  const view = toTransactionStatus(row);
  await recordWebhookEvent(tx, {
    merchantId: row.merchantId,
    shopId: row.shopId,
    mode: row.mode === 0 ? 0 : 1,
    type,
    reference: row.reference,
    payload: {
      event: type,
      mode: view.mode,
      reference: view.reference,
      order_id: row.merchantReference,
      status: view.status,
      amount: view.amount,
      fees: view.fees,
      callback_info: view.callback_info,
      first_name: view.first_name,
      last_name: view.last_name,
      email: view.email,
      type: view.type,
      phoneNumber: view.phoneNumber,
      date: view.date,
      reseau: view.reseau,
      description: view.description,
      reason: view.reason ?? null,
    },
  });
}
