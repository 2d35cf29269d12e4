import type { BalanceView } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { getShopBalances } from '../ledger/get-shop-balances.ts';
import { type OverviewScope, requireOverviewShop } from './require-overview-shop.ts';

/** The ledger balances of a shop in the session's mode: available, pending (holds), reserve. */
export async function getBalance(db: Db, scope: OverviewScope, shopId: string): Promise<BalanceView> {
  const shop = await requireOverviewShop(db, scope, shopId);
  const balances = await getShopBalances(db, shop.id, scope.mode);
  return {
    available: Number(balances.available),
    pending: Number(balances.pending),
    reserve: Number(balances.reserve),
    currency: 'XOF',
    as_of: new Date().toISOString(),
  };
}
