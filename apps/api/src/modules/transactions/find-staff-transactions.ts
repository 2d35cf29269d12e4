import { type AdminTransactionListResponse, TRANSACTION_COUNT_CAP } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import {
  countStaffTransactions,
  findStaffTransactionRows,
  type StaffListFilters,
  staffListConditions,
} from './staff-transaction-list-repository.ts';
import { toAdminTransactionItem } from './staff-transaction-view.ts';
import { decodeTransactionCursor, encodeTransactionCursor } from './transaction-cursor.ts';
import type { ListOrder, StaffListScope } from './transaction-list-repository.ts';

export type FindStaffTransactionsInput = StaffListFilters &
  ListOrder & { limit: number; cursor?: string | undefined };

/**
 * `/admin/transactions`: a keyset page of every merchant's collections, payouts and refunds of a
 * mode (or one merchant's, or one shop's), with the cursors around it and a capped count.
 */
export async function findStaffTransactions(
  db: Db,
  scope: StaffListScope,
  input: FindStaffTransactionsInput,
): Promise<AdminTransactionListResponse> {
  const position = input.cursor ? decodeTransactionCursor(input.cursor) : undefined;
  const where = staffListConditions(scope, input);
  const [rows, count] = await Promise.all([
    findStaffTransactionRows(db, where, input, input.limit + 1, position),
    countStaffTransactions(db, where, TRANSACTION_COUNT_CAP),
  ]);
  const backwards = position?.dir === 'p';
  const more = rows.length > input.limit;
  const page = backwards && more ? rows.slice(1) : rows.slice(0, input.limit);
  const first = page[0];
  const last = page[page.length - 1];
  const hasNext = backwards ? page.length > 0 : more;
  const hasPrev = backwards ? more : Boolean(position) && page.length > 0;
  return {
    items: page.map(toAdminTransactionItem),
    next_cursor:
      hasNext && last ? encodeTransactionCursor({ value: last.sort_value, id: last.id, dir: 'n' }) : null,
    prev_cursor:
      hasPrev && first ? encodeTransactionCursor({ value: first.sort_value, id: first.id, dir: 'p' }) : null,
    total: count.total,
    total_exact: count.exact,
  };
}
