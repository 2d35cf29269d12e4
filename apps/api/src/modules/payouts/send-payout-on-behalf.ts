import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopById } from '../shops/staff-shops-repository.ts';
import { createPayout } from './create-payout.ts';
import type { StaffActor } from './decide-withdrawal.ts';

export type PayoutOnBehalf = {
  shopId: string;
  phoneNumber: string;
  network: string;
  amount: bigint;
  reason: string;
};

/**
 * A payout that staff send on a merchant's behalf from one of its shops: the same `createPayout`
 * as the dashboard (funds held, submit job, operator), and in the same transaction the staff
 * action with the payout it made, so neither exists without the other. SHOP_NOT_FOUND when the
 * shop is not the merchant's.
 */
export async function sendPayoutOnBehalf(
  db: Db,
  actor: StaffActor,
  merchantId: string,
  input: PayoutOnBehalf,
) {
  const shop = await getShopById(db, input.shopId);
  if (!shop || shop.merchantId !== merchantId) throw new AppError('SHOP_NOT_FOUND');
  const mode = shop.mode === 0 ? 0 : 1;
  return db.transaction(async (tx) => {
    const payout = await createPayout(
      { db: tx },
      {
        tx,
        merchantId: shop.merchantId,
        shopId: shop.id,
        mode,
        phoneNumber: input.phoneNumber,
        network: input.network,
        amount: input.amount,
        motif: input.reason,
        source: { kind: 'single' },
        createdBy: actor.userId,
      },
    );
    await recordStaffAction(tx, {
      staffUserId: actor.userId,
      action: 'payout.sent_on_behalf',
      merchantId: shop.merchantId,
      objectType: 'payout',
      objectId: payout.id,
      before: null,
      after: {
        reference: payout.reference,
        amount: String(payout.amount),
        fee: String(payout.fee),
        network: payout.network,
        phone_number: payout.phoneNumber,
      },
      reason: input.reason,
      ip: actor.ip ?? null,
    });
    return payout;
  });
}
