import type { OperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import type { OperatorRegistry, OperatorResult } from '../operators/operator-adapter.ts';
import { applyOperatorResult } from './apply-operator-result.ts';
import { collectRequestOf } from './collect-request.ts';
import { COLLECTION_EXPIRY_SECONDS, OPEN_STATES, RESUBMIT_AFTER_SECONDS } from './collection-states.ts';
import { getTransactionById } from './transactions-repository.ts';

/**
 * Asks the operator where a collection stands and applies the answer: the status query decides,
 * callbacks only bring the question forward. A CREATED row the operator never answered is
 * submitted again under the same reference (operators treat it as the same request); an open
 * row past its expiry fails as EXPIRED, and is still settled if a success is reported later.
 */
export async function reconcileTransaction(
  db: Db,
  operators: OperatorRegistry,
  appUrl: string,
  transactionId: string,
) {
  const row = await getTransactionById(db, transactionId);
  if (!row) return undefined;
  const open = (OPEN_STATES as readonly string[]).includes(row.status);
  const expiredFailure = row.status === 'FAILED' && row.reasonCode === 'EXPIRED';
  if (!open && !expiredFailure) return row;

  const adapter = operators(row.operator as OperatorCode, row.mode === 0 ? 0 : 1);
  const ageSeconds = (Date.now() - row.createdAt.getTime()) / 1000;
  const result: OperatorResult =
    row.status === 'CREATED' && ageSeconds >= RESUBMIT_AFTER_SECONDS
      ? await adapter.collect(collectRequestOf(row, appUrl))
      : await adapter.collectionStatus(row.reference, row.operatorReference ?? undefined);
  const applied = await applyOperatorResult(db, row.id, result, 'operator.status');
  if (
    applied &&
    (OPEN_STATES as readonly string[]).includes(applied.status) &&
    ageSeconds >= COLLECTION_EXPIRY_SECONDS
  ) {
    return applyOperatorResult(
      db,
      row.id,
      {
        status: 'FAILED',
        reason: { code: 'EXPIRED', message: 'No final answer from the operator in 24 hours' },
      },
      'reconciler.expired',
    );
  }
  return applied;
}
