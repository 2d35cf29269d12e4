import { computePayoutFee, type OperatorCode } from '@platform/domain';
import type { ShopRow } from '../shops/shops-repository.ts';

/**
 * The fee of a payout on a shop (the domain rule: the shop's taxe_payout or the network's rate,
 * plus payout_commission, rounded up once, plus payout_commission_amount). Always borne by the
 * merchant: the beneficiary receives `amount`, the balance gives `amount + fee`.
 */
export function payoutFeeFor(shop: ShopRow, operator: OperatorCode, amount: bigint) {
  return computePayoutFee({
    amount,
    operator,
    shop: {
      taxe_payout: shop.taxePayout,
      payout_commission: shop.payoutCommission,
      payout_commission_amount: shop.payoutCommissionAmount,
    },
  });
}
