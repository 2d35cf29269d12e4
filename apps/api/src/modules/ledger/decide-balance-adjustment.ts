import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { retryOnDeadlock } from '../../platform/db/retry-on-deadlock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { applyBalanceAdjustment } from './apply-balance-adjustment.ts';
import { lockAdjustment, updateAdjustment } from './balance-adjustments-repository.ts';
import { getShopBalances } from './get-shop-balances.ts';

/**
 * The second staff member's decision on an adjustment above the four-eyes threshold, once, under
 * the row lock. Whoever asked for it may not decide it (ADJUSTMENT_SAME_STAFF). APPLIED posts the
 * ledger entry; REJECTED moves nothing. Audited before → after.
 */
export async function decideBalanceAdjustment(
  db: Db,
  actor: { userId: string; ip?: string | null | undefined },
  id: string,
  decision: 'APPLIED' | 'REJECTED',
  reason: string,
) {
  // Its entry can meet a hot account being split: a deadlock's victim is decided again whole.
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const row = await lockAdjustment(tx, id);
      if (!row) throw new AppError('ADJUSTMENT_NOT_FOUND');
      if (row.status !== 'PENDING') throw new AppError('ADJUSTMENT_NOT_PENDING');
      if (row.requestedBy === actor.userId) throw new AppError('ADJUSTMENT_SAME_STAFF');
      const mode = row.mode === 0 ? 0 : 1;
      const before = await getShopBalances(tx, row.shopId, mode);
      let updated = await updateAdjustment(tx, id, {
        status: decision,
        decidedBy: actor.userId,
        decidedAt: new Date(),
        decisionNote: reason,
      });
      if (decision === 'APPLIED') {
        const entry = await applyBalanceAdjustment(tx, updated);
        updated = await updateAdjustment(tx, id, { entryId: entry.id });
      }
      const after = decision === 'APPLIED' ? await getShopBalances(tx, row.shopId, mode) : before;
      await recordStaffAction(tx, {
        staffUserId: actor.userId,
        action: decision === 'APPLIED' ? 'balance_adjustment.approved' : 'balance_adjustment.rejected',
        merchantId: row.merchantId,
        objectType: 'balance_adjustment',
        objectId: row.id,
        before: { available: String(before.available), status: row.status },
        after: { available: String(after.available), status: updated.status },
        reason,
        ip: actor.ip ?? null,
      });
      return updated;
    }),
  );
}
