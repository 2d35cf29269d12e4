import { type Db, isTransaction } from '../../platform/db/client.ts';
import { CHECK_DELAYS_SECONDS } from '../operators/check-schedule.ts';
import type { OperatorResult } from '../operators/operator-adapter.ts';
import { answerEventData, applyFinalResults, type ResultSource } from './apply-final-results.ts';
import { recordOpenAnswerGrouped } from './open-answers.ts';
import { rememberOpenCollection } from './open-collections-memory.ts';
import { getTransactionById, type TransactionRow } from './transactions-repository.ts';

export type { ResultSource } from './apply-final-results.ts';

/**
 * Applies one operator answer to a collection, with everything it implies written atomically:
 * the timeline event, the new state, the ledger postings of a success, the webhook outbox event,
 * and when the next status check is due (`next_check_at`: the collection checker asks then; a
 * final state clears it, so a row a callback already settled is never checked again). An answer
 * that leaves the row open is one statement (grouped with others answered at the same time); a
 * final one is one transaction under the row's lock. Answers that change nothing (a duplicate
 * callback, a late PENDING) leave the row as it is, so applying twice is harmless.
 * `transaction`: the row as the caller read it (answered with the change made, not read back),
 * or its id.
 */
export async function applyOperatorResult(
  db: Db,
  transaction: TransactionRow | string,
  result: OperatorResult,
  source: ResultSource,
): Promise<TransactionRow | undefined> {
  const transactionId = typeof transaction === 'string' ? transaction : transaction.id;
  const eventData = answerEventData(result);
  if (result.status === 'PENDING' || result.status === 'UNKNOWN') {
    const change = await recordOpenAnswerGrouped(db, {
      id: transactionId,
      status: result.status,
      source,
      eventData,
      operatorReference: result.operatorReference ?? null,
      action: (result.action as Record<string, unknown> | undefined) ?? null,
      delaysSeconds: CHECK_DELAYS_SECONDS,
      now: new Date(),
    });
    // Changed: the caller's row with the change (no other column of an open row changes:
    // OpenAnswerChange). Already final (or unknown): nothing changed; answer the row as it is.
    const row =
      change && typeof transaction !== 'string'
        ? { ...transaction, ...change }
        : await getTransactionById(db, transactionId);
    // Its operator's callback, due in a moment, is checked from this row (open-collections-memory.ts).
    if (row && !isTransaction(db)) rememberOpenCollection(db, row, change !== undefined);
    return row;
  }
  const applied = await applyFinalResults(db, [{ transactionId, result, source }]);
  const row = applied.get(transactionId);
  if (row && !isTransaction(db)) rememberOpenCollection(db, row, false);
  return row;
}
