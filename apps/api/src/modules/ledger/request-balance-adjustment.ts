import { needsSecondApproval } from '@platform/domain';
import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopById } from '../shops/staff-shops-repository.ts';
import { applyBalanceAdjustment } from './apply-balance-adjustment.ts';
import { insertAdjustment, updateAdjustment } from './balance-adjustments-repository.ts';
import { getShopBalances } from './get-shop-balances.ts';

export type AdjustmentInput = {
  shop: string;
  direction: 'credit' | 'debit';
  amount: bigint;
  reason: string;
};

/**
 * A manual adjustment of a merchant's shop balance by staff. At or below the four-eyes threshold
 * (packages/domain) it is posted at once (APPLIED); above, it is recorded PENDING and moves no
 * money until a second staff member approves it. Audited with the balances before → after.
 */
export async function requestBalanceAdjustment(
  db: Db,
  actor: { userId: string; ip?: string | null | undefined },
  merchantId: string,
  input: AdjustmentInput,
) {
  const shop = await getShopById(db, input.shop);
  if (!shop || shop.merchantId !== merchantId) throw new AppError('SHOP_NOT_FOUND');
  const mode = shop.mode === 0 ? 0 : 1;
  const waits = needsSecondApproval(input.amount);
  return db.transaction(async (tx) => {
    const before = await getShopBalances(tx, shop.id, mode);
    let row = await insertAdjustment(tx, {
      id: newId('adj'),
      merchantId,
      shopId: shop.id,
      mode,
      direction: input.direction,
      amount: input.amount,
      reason: input.reason,
      status: waits ? 'PENDING' : 'APPLIED',
      requestedBy: actor.userId,
      ...(waits ? {} : { decidedBy: actor.userId, decidedAt: new Date() }),
    });
    if (!waits) {
      const entry = await applyBalanceAdjustment(tx, row);
      row = await updateAdjustment(tx, row.id, { entryId: entry.id });
    }
    const after = waits ? before : await getShopBalances(tx, shop.id, mode);
    await recordStaffAction(tx, {
      staffUserId: actor.userId,
      action: waits ? 'balance_adjustment.requested' : 'balance_adjustment.applied',
      merchantId,
      objectType: 'balance_adjustment',
      objectId: row.id,
      before: { available: String(before.available), status: null },
      after: {
        available: String(after.available),
        status: row.status,
        direction: row.direction,
        amount: String(row.amount),
      },
      reason: input.reason,
      ip: actor.ip ?? null,
    });
    return row;
  });
}
