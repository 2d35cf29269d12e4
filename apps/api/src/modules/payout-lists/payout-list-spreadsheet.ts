import * as XLSX from '@e965/xlsx';
import { stringify } from 'csv-stringify/sync';

export type SheetFormat = 'csv' | 'xlsx';
export type SheetFile = { body: Buffer; contentType: string; extension: SheetFormat };

/**
 * A table as a file: CSV in UTF-8 with a BOM (so Excel reads accents) or XLSX. Every cell is
 * written as text, so a phone number keeps its leading zero.
 */
export function writeSheet(rows: (string | number)[][], format: SheetFormat, sheetName: string): SheetFile {
  if (format === 'csv') {
    const text = stringify(rows.map((r) => r.map(String)));
    return {
      body: Buffer.concat([Buffer.from('\ufeff'), Buffer.from(text, 'utf8')]),
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
    };
  }
  const sheet = XLSX.utils.aoa_to_sheet(
    rows.map((r) => r.map((cell) => (typeof cell === 'number' ? cell : String(cell)))),
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return {
    body: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  };
}

/** The columns of the template, as the reader looks for them. */
export const TEMPLATE_HEADER = ['numero', 'reseau', 'montant', 'motif'];

/** The downloadable template: the header and two example rows (sandbox test numbers). */
export function payoutListTemplate(format: SheetFormat): SheetFile {
  return writeSheet(
    [TEMPLATE_HEADER, ['0197000000', 'MTN', 5000, 'Salaire'], ['0195000000', 'MOOV', 2500, 'Prime']],
    format,
    'Paiements',
  );
}
