import { TRANSACTION_COUNT_CAP } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import {
  countTransactions,
  findTransactionPage,
  type ListFilters,
  type ListScope,
  listConditions,
} from './transaction-list-repository.ts';

/** readall: a numbered page of a shop's transactions in one mode, newest first, with the (capped) total. */
export async function findShopTransactions(
  db: Db,
  scope: ListScope,
  filters: ListFilters,
  page: number,
  limit: number,
) {
  const where = listConditions(scope, filters);
  const [rows, count] = await Promise.all([
    findTransactionPage(db, where, page, limit),
    countTransactions(db, where, TRANSACTION_COUNT_CAP, { estimate: true }),
  ]);
  return { rows, total: count.total, exact: count.exact };
}
