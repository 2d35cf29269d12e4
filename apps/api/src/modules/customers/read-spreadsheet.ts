import * as XLSX from '@e965/xlsx';
import { SPREADSHEET_EXTENSIONS } from '@platform/contracts';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../platform/errors/app-error.ts';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (data: Buffer, magic: number[]) => magic.every((byte, i) => data[i] === byte);

/** The extension of an accepted spreadsheet, checked against its first bytes; otherwise the spec's refusal. */
export function spreadsheetTypeOf(filename: string, data: Buffer): 'csv' | 'xls' | 'xlsx' {
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  if (!(SPREADSHEET_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new AppError('UNSUPPORTED_SPREADSHEET');
  }
  if (extension === 'xlsx' && !startsWith(data, ZIP_MAGIC)) throw new AppError('UNSUPPORTED_SPREADSHEET');
  if (extension === 'xls' && !startsWith(data, OLE_MAGIC)) throw new AppError('UNSUPPORTED_SPREADSHEET');
  if (
    extension === 'csv' &&
    (data.includes(0) || startsWith(data, ZIP_MAGIC) || startsWith(data, OLE_MAGIC))
  ) {
    throw new AppError('UNSUPPORTED_SPREADSHEET');
  }
  return extension as 'csv' | 'xls' | 'xlsx';
}

/** `;` when the header line has more semicolons than commas (French spreadsheets export so). */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** The rows of a CSV, XLS or XLSX file as text cells (the first sheet of a workbook). */
export function readSpreadsheet(filename: string, data: Buffer): string[][] {
  const type = spreadsheetTypeOf(filename, data);
  try {
    if (type === 'csv') {
      const text = data.toString('utf8');
      return parse(text, {
        bom: true,
        delimiter: delimiterOf(text),
        skip_empty_lines: true,
        relax_column_count: true,
        relax_quotes: true,
      }) as string[][];
    }
    const workbook = XLSX.read(data, { type: 'buffer', dense: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) return [];
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: false,
      rawNumbers: true,
      defval: '',
      blankrows: false,
    });
    return rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
  } catch {
    throw new AppError('UNSUPPORTED_SPREADSHEET');
  }
}
