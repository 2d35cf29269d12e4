import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.ts';
import { readSpreadsheet, spreadsheetTypeOf } from './read-spreadsheet.ts';

const refused = (name: string, data: Buffer) => {
  try {
    spreadsheetTypeOf(name, data);
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
};

describe('readSpreadsheet', () => {
  it('reads a French CSV (semicolons, BOM, quoted cells) as text cells', () => {
    const csv = '\uFEFFtéléphone;nom\n"0197000000";"Dossou; Aïcha"\n\n';
    expect(readSpreadsheet('a.csv', Buffer.from(csv))).toEqual([
      ['téléphone', 'nom'],
      ['0197000000', 'Dossou; Aïcha'],
    ]);
  });

  it('reads the first sheet of a workbook, numbers whole', () => {
    const sheet = XLSX.utils.aoa_to_sheet([['phone'], [2290197000000]]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(readSpreadsheet('a.xlsx', data)).toEqual([['phone'], ['2290197000000']]);
  });

  it('refuses other extensions and content that does not match the extension', () => {
    expect(refused('a.txt', Buffer.from('phone'))).toBe('UNSUPPORTED_SPREADSHEET');
    expect(refused('a.xlsx', Buffer.from('phone'))).toBe('UNSUPPORTED_SPREADSHEET');
    expect(refused('a.xls', Buffer.from('phone'))).toBe('UNSUPPORTED_SPREADSHEET');
    expect(refused('a.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('UNSUPPORTED_SPREADSHEET');
    expect(refused('a.CSV', Buffer.from('phone'))).toBeNull();
  });
});
