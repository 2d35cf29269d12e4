import type { Column, RowData, Table } from '@tanstack/react-table';

export type ExportFormat = 'csv' | 'xlsx';
export type ExportCell = string | number | null;

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's value in a CSV/XLSX export (amounts as integers); a column without it is left out. */
    export?: (row: TData) => ExportCell;
  }
}

function headerOf<T>(column: Column<T, unknown>): string {
  const { meta, header } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}

/**
 * The rows an export holds, as a header line and one line per row: every row the filters keep, in
 * the list's order, all pages (not only the page shown), with the visible exportable columns.
 */
export function tableToRows<T>(table: Table<T>): ExportCell[][] {
  return dataToRows(
    table,
    table.getPrePaginationRowModel().rows.map((row) => row.original),
  );
}

/**
 * The rows an export holds for `data` given apart from the table (a list paged by the server,
 * fetched whole for the export), with the table's visible exportable columns.
 */
export function dataToRows<T>(table: Table<T>, data: readonly T[]): ExportCell[][] {
  const columns = table.getVisibleLeafColumns().filter((c) => c.columnDef.meta?.export);
  return [
    columns.map(headerOf),
    ...data.map((row) => columns.map((c) => c.columnDef.meta?.export?.(row) ?? null)),
  ];
}

/** A file name for an export: `name-YYYY-MM-DD.csv`. */
export function exportFileName(name: string, format: ExportFormat, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${name}-${day}.${format}`;
}

/**
 * The rows as a file: CSV (UTF-8 with a BOM, for spreadsheet apps) or an XLSX workbook. The
 * spreadsheet library is loaded only when a merchant exports.
 */
export async function rowsToBlob(
  rows: ExportCell[][],
  format: ExportFormat,
  sheetName: string,
): Promise<Blob> {
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  if (format === 'csv') {
    return new Blob([`\uFEFF${XLSX.utils.sheet_to_csv(sheet)}`], { type: 'text/csv;charset=utf-8' });
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  const data = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
