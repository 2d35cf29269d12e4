import { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import { TRANSACTION_XLSX_ROW_CAP } from '@platform/contracts';
import type { Locale } from '@platform/domain';
import { stringify } from 'csv-stringify';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
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
  const csv = stringify({ header: true, columns: columns.headers, bom: true });
  const source = Readable.from(
    (async function* () {
      for await (const t of filteredRows(db, scope, filters)) yield columns.row(t);
    })(),
  );
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
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
  if (!count.exact)
    throw new AppError('EXPORT_TOO_LARGE', { params: { cap: new Intl.NumberFormat(locale).format(cap) } });
  const columns = exportColumns(locale, true);
  const rows: unknown[][] = [columns.headers];
  for await (const t of filteredRows(db, scope, filters)) rows.push(columns.row(t));
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true, dateNF: 'yyyy-mm-dd hh:mm:ss' });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Transactions');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
