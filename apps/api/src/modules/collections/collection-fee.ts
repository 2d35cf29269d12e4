import { computeCollectionFee, type OperatorCode } from '@platform/domain';
import type { ShopRow } from '../shops/shops-repository.ts';

/** The fee of a collection on a shop, with the shop's own settings (the domain rule decides). */
export function collectionFeeFor(shop: ShopRow, operator: OperatorCode, amount: bigint) {
  return computeCollectionFee({
    amount,
    operator,
    shop: {
      taxe_collection: shop.taxeCollection,
      without_taxe: shop.withoutTaxe,
      amount_fixe: shop.amountFixe,
      fixe_amount: shop.fixeAmount,
    },
  });
}
