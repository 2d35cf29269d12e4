import type { Db } from '../../platform/db/client.ts';
import { type CustomerScope, requireShop } from './customer-scope.ts';
import { toCustomerView } from './customer-view.ts';
import { findPaymentStats, findShopCustomers } from './customers-repository.ts';

/** A page of a shop's customers with the totals of their successful payments. */
export async function listCustomers(
  db: Db,
  scope: CustomerScope,
  query: { shop: string; search?: string | undefined; page: number; limit: number },
) {
  const shop = await requireShop(db, scope, query.shop);
  const { rows, total } = await findShopCustomers(
    db,
    { merchantId: scope.merchantId, shopId: shop.id, mode: scope.mode },
    query.search,
    query.page,
    query.limit,
  );
  const stats = await findPaymentStats(
    db,
    shop.id,
    scope.mode,
    rows.map((row) => row.phoneNumber),
  );
  return {
    customers: rows.map((row) => toCustomerView(row, stats.get(row.phoneNumber))),
    total,
    page: query.page,
    limit: query.limit,
  };
}
