import type { Readable } from 'node:stream';
import { TRANSACTION_XLSX_ROW_CAP } from '@platform/contracts';
import type { Locale } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { csvStream, exportTooLarge, xlsxWorkbook } from '../../platform/http/export-files.ts';
import { exportColumns } from './transaction-export-columns.ts';
import {
  countTransactions,
  findTransactionRows,
  type ListFilters,
  type ListOrder,
  type ListScope,
  listConditions,
} from './transaction-list-repository.ts';
import { toTransactionSummary } from './transaction-summary-view.ts';

const BATCH = 1_000;

/** Every filtered row, in the list's order, read in keyset batches (never all in memory). */
async function* filteredRows(db: Db, scope: ListScope, filters: ListFilters & ListOrder) {
  const where = listConditions(scope, filters);
  let position: Parameters<typeof findTransactionRows>[4];
  for (;;) {
    const rows = await findTransactionRows(db, where, filters, BATCH, position);
    for (const r of rows) yield toTransactionSummary(r.row);
    const last = rows[rows.length - 1];
    if (rows.length < BATCH || !last) return;
    position = { value: last.sortValue, id: last.row.id, dir: 'n' };
  }
}

/** The filtered rows as CSV (UTF-8 with BOM for spreadsheet apps), streamed batch by batch. */
export function exportTransactionsCsv(
  db: Db,
  scope: ListScope,
  filters: ListFilters & ListOrder,
  locale: Locale,
): Readable {
  const columns = exportColumns(locale, false);
  return csvStream(
    columns.headers,
    (async function* () {
      for await (const t of filteredRows(db, scope, filters)) yield columns.row(t);
    })(),
  );
}

/**
 * The filtered rows as an XLSX workbook, at most TRANSACTION_XLSX_ROW_CAP rows (a workbook is
 * built in memory); more is EXPORT_TOO_LARGE, and nothing is written.
 */
export async function exportTransactionsXlsx(
  db: Db,
  scope: ListScope,
  filters: ListFilters & ListOrder,
  locale: Locale,
  cap = TRANSACTION_XLSX_ROW_CAP,
): Promise<Buffer> {
  const count = await countTransactions(db, listConditions(scope, filters), cap);
  if (!count.exact) throw exportTooLarge(cap, locale);
  const columns = exportColumns(locale, true);
  return xlsxWorkbook(
    columns.headers,
    (async function* () {
      for await (const t of filteredRows(db, scope, filters)) yield columns.row(t);
    })(),
  );
}
