import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { toShopView } from './shop-view.ts';
import { updateShop } from './shops-repository.ts';
import { lockShop } from './staff-shops-repository.ts';

export type ShopFeesInput = {
  taxe_collection: number | null;
  without_taxe: boolean;
  amount_fixe: boolean;
  fixe_amount: number | null;
  taxe_payout: number | null;
  payout_commission: number | null;
  payout_commission_amount: number | null;
  taxe_card: number | null;
  reserve_found: number | null;
  taxe_reserve_found: number | null;
};

const FEE_FIELDS = [
  'taxe_collection',
  'without_taxe',
  'amount_fixe',
  'fixe_amount',
  'taxe_payout',
  'payout_commission',
  'payout_commission_amount',
  'taxe_card',
  'reserve_found',
  'taxe_reserve_found',
] as const;

const big = (value: number | null) => (value === null ? null : BigInt(value));

/**
 * `/admin/merchants/taxe/{id}`: the fee overrides of one of the merchant's shops (spec section 3),
 * checked by the contract, written under the shop's row lock with the staff action (the changed
 * fields before → after). Fees are read from the shop row on every payment, so the next payment
 * uses them (the API-key cache of this process is forgotten by updateShop; others within 5 s).
 */
export async function updateShopFees(
  db: Db,
  actor: { userId: string; ip?: string | null | undefined },
  merchantId: string,
  shopId: string,
  input: ShopFeesInput & { reason: string },
) {
  return db.transaction(async (tx) => {
    const shop = await lockShop(tx, shopId);
    if (!shop || shop.merchantId !== merchantId || shop.status === 'deleted')
      throw new AppError('SHOP_NOT_FOUND');
    const beforeView = toShopView(shop);
    const updated = await updateShop(tx, shopId, {
      taxeCollection: input.taxe_collection,
      withoutTaxe: input.without_taxe,
      amountFixe: input.amount_fixe,
      fixeAmount: big(input.fixe_amount),
      taxePayout: input.taxe_payout,
      payoutCommission: input.payout_commission,
      payoutCommissionAmount: big(input.payout_commission_amount),
      taxeCard: input.taxe_card,
      reserveFound: input.reserve_found,
      taxeReserveFound: input.taxe_reserve_found,
    });
    const afterView = toShopView(updated);
    const changed = FEE_FIELDS.filter((f) => beforeView[f] !== afterView[f]);
    await recordStaffAction(tx, {
      staffUserId: actor.userId,
      action: 'shop.fees_changed',
      merchantId,
      objectType: 'shop',
      objectId: shopId,
      before: Object.fromEntries(changed.map((f) => [f, beforeView[f]])),
      after: Object.fromEntries(changed.map((f) => [f, afterView[f]])),
      reason: input.reason,
      ip: actor.ip ?? null,
    });
    return updated;
  });
}
