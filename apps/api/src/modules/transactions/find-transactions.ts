import { TRANSACTION_COUNT_CAP, type TransactionListResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { decodeTransactionCursor, encodeTransactionCursor } from './transaction-cursor.ts';
import {
  countTransactions,
  findTransactionRows,
  type ListFilters,
  type ListOrder,
  type ListScope,
  listConditions,
} from './transaction-list-repository.ts';
import { toTransactionSummary } from './transaction-summary-view.ts';

export type FindTransactionsInput = ListFilters & ListOrder & { limit: number; cursor?: string | undefined };

/**
 * A keyset page of a shop's transactions (merchant, shop and mode of the caller) with the
 * cursors of the pages around it and a count capped at TRANSACTION_COUNT_CAP.
 */
export async function findTransactions(
  db: Db,
  scope: ListScope,
  input: FindTransactionsInput,
): Promise<TransactionListResponse> {
  const position = input.cursor ? decodeTransactionCursor(input.cursor) : undefined;
  const where = listConditions(scope, input);
  const [rows, count] = await Promise.all([
    findTransactionRows(db, where, input, input.limit + 1, position),
    countTransactions(db, where, TRANSACTION_COUNT_CAP, { estimate: true }),
  ]);
  const backwards = position?.dir === 'p';
  const more = rows.length > input.limit;
  // Reading backwards, the extra row is the first one (rows come back in list order).
  const page = backwards && more ? rows.slice(1) : rows.slice(0, input.limit);
  const first = page[0];
  const last = page[page.length - 1];
  const hasNext = backwards ? page.length > 0 : more;
  const hasPrev = backwards ? more : Boolean(position) && page.length > 0;
  return {
    items: page.map((r) => toTransactionSummary(r.row)),
    next_cursor:
      hasNext && last ? encodeTransactionCursor({ value: last.sortValue, id: last.row.id, dir: 'n' }) : null,
    prev_cursor:
      hasPrev && first
        ? encodeTransactionCursor({ value: first.sortValue, id: first.row.id, dir: 'p' })
        : null,
    total: count.total,
    total_exact: count.exact,
  };
}
