import { awaitsLateSuccess, EXPIRED_REASON, OPERATORS, type OperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import type { OperatorRegistry, OperatorResult } from '../operators/operator-adapter.ts';
import { applyOperatorResult } from './apply-operator-result.ts';
import { collectRequestOf } from './collect-request.ts';
import { COLLECTION_EXPIRY_SECONDS, OPEN_STATES, RESUBMIT_AFTER_SECONDS } from './collection-states.ts';
import { getTransactionById, type TransactionRow } from './transactions-repository.ts';

const isOpen = (status: string) => (OPEN_STATES as readonly string[]).includes(status);

/** Whether the operator is still worth asking about a collection: open, or failed as EXPIRED. */
export function isCheckable(row: TransactionRow): boolean {
  return isOpen(row.status) || awaitsLateSuccess(row);
}

/**
 * Asks the operator where a collection stands. A CREATED row the operator never answered is
 * submitted again under the same reference (operators treat it as the same request). So is an
 * UNKNOWN row (no answer ever said the operator has it: UNKNOWN never follows PENDING) whose
 * status query is UNKNOWN too: the first request may never have reached the operator (its token
 * or its call timed out), and asking its status again would only hear "not found" until the
 * collection expires (24 h). Not for operators that need the customer's one-time code (the
 * request again would lack it).
 */
export async function askOperator(
  operators: OperatorRegistry,
  appUrl: string,
  row: TransactionRow,
): Promise<OperatorResult> {
  const adapter = operators(row.operator as OperatorCode, row.mode === 0 ? 0 : 1);
  const ageSeconds = (Date.now() - row.createdAt.getTime()) / 1000;
  const due = ageSeconds >= RESUBMIT_AFTER_SECONDS;
  if (row.status === 'CREATED' && due) return adapter.collect(collectRequestOf(row, appUrl));
  const status = await adapter.collectionStatus(row.reference, row.operatorReference ?? undefined);
  const resubmit =
    row.status === 'UNKNOWN' &&
    status.status === 'UNKNOWN' &&
    due &&
    OPERATORS[row.operator as OperatorCode]?.action !== 'otp';
  return resubmit ? adapter.collect(collectRequestOf(row, appUrl)) : status;
}

/**
 * Applies the status query's answer to a collection; an open row past its expiry then fails as
 * EXPIRED (and is still settled if a success is reported later).
 */
export async function applyStatusAnswer(db: Db, row: TransactionRow, result: OperatorResult) {
  const applied = await applyOperatorResult(db, row, result, 'operator.status');
  const ageSeconds = (Date.now() - row.createdAt.getTime()) / 1000;
  if (applied && isOpen(applied.status) && ageSeconds >= COLLECTION_EXPIRY_SECONDS) {
    return applyOperatorResult(
      db,
      row.id,
      {
        status: 'FAILED',
        reason: { code: EXPIRED_REASON, message: 'No final answer from the operator in 24 hours' },
      },
      'reconciler.expired',
    );
  }
  return applied;
}

/**
 * Asks the operator where a collection stands and applies the answer: the status query decides,
 * callbacks only bring the question forward. For one collection now (the customer's page, tests);
 * the collection checker does the same for every collection due, in batches.
 */
export async function reconcileTransaction(
  db: Db,
  operators: OperatorRegistry,
  appUrl: string,
  transactionId: string,
) {
  const row = await getTransactionById(db, transactionId);
  if (!row) return undefined;
  if (!isCheckable(row)) return row;
  return applyStatusAnswer(db, row, await askOperator(operators, appUrl, row));
}
