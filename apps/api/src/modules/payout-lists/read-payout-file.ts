import * as XLSX from '@e965/xlsx';
import { type Options, parse } from 'csv-parse/sync';
import { AppError } from '../../platform/errors/app-error.ts';
import { PAYOUT_LIST_MAX_ROWS } from './payout-list-limits.ts';
import { cellText, type RawPayoutRow } from './validate-payout-row.ts';

export type SpreadsheetKind = 'csv' | 'xls' | 'xlsx';
export type FileRow = RawPayoutRow & { line: number };

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The kind of a spreadsheet from its name AND its first bytes: an .xlsx is a zip, an .xls an
 * OLE compound file, a .csv text without NUL bytes. Anything else is null (refused).
 */
export function detectSpreadsheetKind(fileName: string, head: Buffer): SpreadsheetKind | null {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx') return head.subarray(0, 4).equals(ZIP) ? 'xlsx' : null;
  if (extension === 'xls') return head.subarray(0, 8).equals(OLE) ? 'xls' : null;
  if (extension === 'csv') {
    if (head.subarray(0, 4).equals(ZIP) || head.subarray(0, 8).equals(OLE)) return null;
    return head.subarray(0, 8192).includes(0) ? null : 'csv';
  }
  return null;
}

type Column = keyof RawPayoutRow;

/** Header names accepted for each column (compared without accents, case or punctuation). */
const HEADER_ALIASES: Record<Column, string[]> = {
  phone: ['numero', 'telephone', 'phone', 'phonenumber', 'number', 'tel', 'msisdn', 'beneficiaire', 'mobile'],
  network: ['reseau', 'network', 'operateur', 'operator', 'red', 'operador'],
  amount: ['montant', 'amount', 'somme', 'monto', 'importe'],
  motif: ['motif', 'description', 'reason', 'raison', 'libelle', 'motivo', 'concepto'],
};

function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Which cell index holds each column, from the header row; phone and amount are required. */
export function mapHeader(header: unknown[]): Record<Column, number> {
  const map: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const key = headerKey(cellText(cell));
    for (const [column, aliases] of Object.entries(HEADER_ALIASES) as [Column, string[]][]) {
      if (map[column] === undefined && aliases.includes(key)) map[column] = index;
    }
  });
  if (map.phone === undefined || map.amount === undefined) throw new AppError('PAYOUT_FILE_COLUMNS');
  return { phone: map.phone, amount: map.amount, network: map.network ?? -1, motif: map.motif ?? -1 };
}

function rowOf(cells: unknown[], columns: Record<Column, number>, line: number): FileRow | null {
  const at = (index: number) => (index < 0 ? '' : cellText(cells[index]));
  const row = {
    line,
    phone: at(columns.phone),
    network: at(columns.network),
    amount: at(columns.amount),
    motif: at(columns.motif),
  };
  return row.phone || row.network || row.amount || row.motif ? row : null;
}

/** The delimiter of a CSV from its first line: the French Excel writes `;`, others `,` or tabs. */
function detectDelimiter(buffer: Buffer): string {
  const end = buffer.indexOf(0x0a);
  const firstLine = buffer.subarray(0, end < 0 ? Math.min(buffer.length, 4096) : end).toString('utf8');
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]![0];
}

/**
 * The CSV in one pass of csv-parse (the file is already in memory, at most 20 MiB): one object
 * per row, built as the record is parsed; staging then writes them in batches.
 */
function* readCsv(buffer: Buffer): Generator<FileRow> {
  let columns: Record<Column, number> | null = null;
  let rows: (FileRow | null)[];
  try {
    rows = parse(buffer, {
      bom: true,
      delimiter: detectDelimiter(buffer),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      // csv-parse types a record hook as returning the record; ours builds the row object.
      on_record: ((record: string[], context: { lines: number }) => {
        if (!columns) {
          columns = mapHeader(record);
          return null;
        }
        return rowOf(record, columns, context.lines);
      }) as unknown as Options['on_record'],
    }) as unknown as (FileRow | null)[];
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNSUPPORTED_SPREADSHEET');
  }
  if (!columns) throw new AppError('IMPORT_FILE_EMPTY');
  for (const row of rows) if (row) yield row;
}

function* readWorkbook(buffer: Buffer): Generator<FileRow> {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, { type: 'buffer', dense: true, cellDates: false, cellHTML: false });
  } catch {
    throw new AppError('UNSUPPORTED_SPREADSHEET');
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheet) throw new AppError('IMPORT_FILE_EMPTY');
  // Blank rows kept, so a row's index gives its line number in the sheet (then skipped below).
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  const firstRow = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
  const headerIndex = rows.findIndex((cells) => cells.some((cell) => cellText(cell) !== ''));
  if (headerIndex < 0) throw new AppError('IMPORT_FILE_EMPTY');
  const columns = mapHeader(rows[headerIndex]!);
  for (let i = headerIndex + 1; i < rows.length; i++) {
    const row = rowOf(rows[i]!, columns, firstRow + i + 1);
    if (row) yield row;
  }
}

/**
 * The rows of an uploaded spreadsheet, header first (columns found by name: numero, reseau,
 * montant, motif, or their English and Spanish names), empty rows skipped, at most
 * PAYOUT_LIST_MAX_ROWS rows. CSV is streamed; XLS and XLSX are read by SheetJS.
 */
export async function* readPayoutFile(kind: SpreadsheetKind, buffer: Buffer): AsyncGenerator<FileRow> {
  let count = 0;
  const source = kind === 'csv' ? readCsv(buffer) : readWorkbook(buffer);
  for await (const row of source) {
    count += 1;
    if (count > PAYOUT_LIST_MAX_ROWS)
      throw new AppError('IMPORT_TOO_MANY_ROWS', { params: { max: PAYOUT_LIST_MAX_ROWS } });
    yield row;
  }
  if (count === 0) throw new AppError('IMPORT_FILE_EMPTY');
}
