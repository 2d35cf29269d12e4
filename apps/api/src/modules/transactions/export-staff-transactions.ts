import type { Readable } from 'node:stream';
import { TRANSACTION_XLSX_ROW_CAP } from '@platform/contracts';
import type { Locale } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { csvStream, exportTooLarge, xlsxWorkbook } from '../../platform/http/export-files.ts';
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
  return csvStream(
    columns.headers,
    (async function* () {
      for await (const t of filteredRows(db, scope, filters)) yield columns.row(t);
    })(),
  );
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
  if (!count.exact) throw exportTooLarge(cap, locale);
  const columns = staffExportColumns(locale, true);
  return xlsxWorkbook(
    columns.headers,
    (async function* () {
      for await (const t of filteredRows(db, scope, filters)) yield columns.row(t);
    })(),
  );
}
