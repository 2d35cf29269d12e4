import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { advancePayout } from './advance-payout.ts';
import { isOpenPayout, publicPayoutStatus } from './payout-states.ts';
import { getPayoutById } from './payouts-repository.ts';

/**
 * Staff move an open payout (or a refund's) forward now, as the payout checker would: sent again
 * under its idempotency key when the operator never acknowledged it, asked for its status
 * otherwise, the answer applied the checker's idempotent way. A final one is
 * TRANSACTION_NOT_PENDING. Audited.
 */
export async function recheckPayout(
  deps: AppDeps,
  actor: { userId: string; ip?: string | null | undefined },
  id: string,
) {
  const row = await getPayoutById(deps.db, id);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  if (!isOpenPayout(row.status)) throw new AppError('TRANSACTION_NOT_PENDING');
  const applied =
    (await advancePayout(deps.db, deps.operators, deps.config.appUrl, row.id)) ??
    (await getPayoutById(deps.db, id));
  await recordStaffAction(deps.db, {
    staffUserId: actor.userId,
    action: 'payout.rechecked',
    merchantId: row.merchantId,
    objectType: 'payout',
    objectId: row.id,
    before: { status: row.status },
    after: { status: applied?.status ?? row.status },
    reason: null,
    ip: actor.ip ?? null,
  });
  return publicPayoutStatus(applied?.status ?? row.status);
}
