import type { Shop } from '@platform/contracts';
import type { ShopRow } from './shops-repository.ts';

const amount = (value: bigint | null) => (value === null ? null : Number(value));

/** The spec's Shop entity; XOF amounts are below 7e9, so they travel as JSON integers. */
export function toShopView(row: ShopRow): Shop {
  return {
    _id: row.id,
    name: row.name,
    mode: row.mode === 0 ? 0 : 1,
    status: row.status === 'archived' ? 'archived' : 'active',
    without_taxe: row.withoutTaxe,
    reserve_found: row.reserveFound,
    taxe_reserve_found: row.taxeReserveFound,
    taxe_payout: row.taxePayout,
    payout_commission: row.payoutCommission,
    payout_commission_amount: amount(row.payoutCommissionAmount),
    taxe_card: row.taxeCard,
    taxe_collection: row.taxeCollection,
    amount_fixe: row.amountFixe,
    fixe_amount: amount(row.fixeAmount),
    created_at: row.createdAt.toISOString(),
  };
}
