import { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import { TRANSACTION_XLSX_ROW_CAP } from '@platform/contracts';
import type { Locale } from '@platform/domain';
import { stringify } from 'csv-stringify';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  countStaffTransactions,
  findStaffTransactionRows,
  type StaffListFilters,
  staffListConditions,
} from './staff-transaction-list-repository.ts';
import { toAdminTransactionItem } from './staff-transaction-view.ts';
import type { TransactionPosition } from './transaction-cursor.ts';
import { staffExportColumns } from './transaction-export-columns.ts';
import type { ListOrder, StaffListScope } from './transaction-list-repository.ts';

const BATCH = 1_000;

/** Every filtered row of the staff list, in its order, read in keyset batches (never all in memory). */
async function* filteredRows(db: Db, scope: StaffListScope, filters: StaffListFilters & ListOrder) {
  const where = staffListConditions(scope, filters);
  let position: TransactionPosition | undefined;
  for (;;) {
    const rows = await findStaffTransactionRows(db, where, filters, BATCH, position);
    for (const row of rows) yield toAdminTransactionItem(row);
    const last = rows[rows.length - 1];
    if (rows.length < BATCH || !last) return;
    position = { value: last.sort_value, id: last.id, dir: 'n' };
  }
}

/** The staff list's rows (every kind) as CSV, UTF-8 with BOM, streamed batch by batch. */
export function exportStaffTransactionsCsv(
  db: Db,
  scope: StaffListScope,
  filters: StaffListFilters & ListOrder,
  locale: Locale,
): Readable {
  const columns = staffExportColumns(locale, false);
  const csv = stringify({ header: true, columns: columns.headers, bom: true });
  const source = Readable.from(
    (async function* () {
      for await (const t of filteredRows(db, scope, filters)) yield columns.row(t);
    })(),
  );
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** The staff list's rows as XLSX, at most TRANSACTION_XLSX_ROW_CAP (EXPORT_TOO_LARGE otherwise). */
export async function exportStaffTransactionsXlsx(
  db: Db,
  scope: StaffListScope,
  filters: StaffListFilters & ListOrder,
  locale: Locale,
  cap = TRANSACTION_XLSX_ROW_CAP,
): Promise<Buffer> {
  const count = await countStaffTransactions(db, staffListConditions(scope, filters), cap);
  if (!count.exact)
    throw new AppError('EXPORT_TOO_LARGE', { params: { cap: new Intl.NumberFormat(locale).format(cap) } });
  const columns = staffExportColumns(locale, true);
  const rows: unknown[][] = [columns.headers];
  for await (const t of filteredRows(db, scope, filters)) rows.push(columns.row(t));
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true, dateNF: 'yyyy-mm-dd hh:mm:ss' });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Transactions');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
