import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { publicStatus } from './collection-states.ts';
import { applyStatusAnswer, askOperator, isCheckable } from './reconcile-transaction.ts';
import { getTransactionById } from './transactions-repository.ts';

/**
 * Staff ask the operator where an open collection stands now (the reconciler's own status query,
 * applied the same idempotent way); anything settled is TRANSACTION_NOT_PENDING. Audited.
 */
export async function recheckTransaction(
  deps: AppDeps,
  actor: { userId: string; ip?: string | null | undefined },
  id: string,
) {
  const row = await getTransactionById(deps.db, id);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  if (!isCheckable(row)) throw new AppError('TRANSACTION_NOT_PENDING');
  const result = await askOperator(deps.operators, deps.config.appUrl, row);
  const applied = (await applyStatusAnswer(deps.db, row, result)) ?? (await getTransactionById(deps.db, id));
  await recordStaffAction(deps.db, {
    staffUserId: actor.userId,
    action: 'transaction.rechecked',
    merchantId: row.merchantId,
    objectType: 'transaction',
    objectId: row.id,
    before: { status: row.status },
    after: { status: applied?.status ?? row.status },
    reason: null,
    ip: actor.ip ?? null,
  });
  return publicStatus(applied?.status ?? row.status);
}
