import type { Db } from '../../platform/db/client.ts';
import { type CustomerScope, requireCustomer } from './customer-scope.ts';
import { toCustomerView } from './customer-view.ts';
import { findPaymentStats } from './customers-repository.ts';

/** One customer of the caller with the totals of its successful payments. */
export async function getCustomer(db: Db, scope: CustomerScope, id: string) {
  const row = await requireCustomer(db, scope, id);
  const stats = await findPaymentStats(db, row.shopId, scope.mode, [row.phoneNumber]);
  return toCustomerView(row, stats.get(row.phoneNumber));
}
