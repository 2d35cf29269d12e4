import { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import type { Locale } from '@platform/domain';
import { stringify } from 'csv-stringify';
import { AppError } from '../errors/app-error.ts';

/** The media type of an XLSX workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows as CSV (UTF-8 with BOM for spreadsheet apps), streamed as they come. */
export function csvStream(headers: string[], rows: AsyncIterable<unknown[]>): Readable {
  const csv = stringify({ header: true, columns: headers, bom: true });
  const source = Readable.from(rows);
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** The refusal of an XLSX export over `cap` rows (a workbook is built in memory). */
export function exportTooLarge(cap: number, locale: Locale): AppError {
  return new AppError('EXPORT_TOO_LARGE', { params: { cap: new Intl.NumberFormat(locale).format(cap) } });
}

/** Rows (headers first) as one sheet (named `sheet`) of an XLSX workbook. */
export async function xlsxWorkbook(
  headers: unknown[],
  rows: AsyncIterable<unknown[]>,
  sheet = 'Transactions',
): Promise<Buffer> {
  const all: unknown[][] = [headers];
  for await (const row of rows) all.push(row);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet(all, { cellDates: true, dateNF: 'yyyy-mm-dd hh:mm:ss' }),
    sheet,
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
