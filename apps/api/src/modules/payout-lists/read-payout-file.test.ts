import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.ts';
import { payoutListTemplate } from './payout-list-spreadsheet.ts';
import { detectSpreadsheetKind, type FileRow, readPayoutFile } from './read-payout-file.ts';

async function all(iterable: AsyncIterable<FileRow>) {
  const rows: FileRow[] = [];
  for await (const row of iterable) rows.push(row);
  return rows;
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return null;
}

describe('detectSpreadsheetKind', () => {
  it('trusts the name only when the content agrees', () => {
    const xlsx = payoutListTemplate('xlsx').body;
    expect(detectSpreadsheetKind('a.xlsx', xlsx)).toBe('xlsx');
    expect(detectSpreadsheetKind('a.csv', Buffer.from('numero,montant\n'))).toBe('csv');
    expect(detectSpreadsheetKind('a.CSV', Buffer.from('numero;montant\n'))).toBe('csv');
    expect(detectSpreadsheetKind('a.xlsx', Buffer.from('numero,montant'))).toBeNull();
    expect(detectSpreadsheetKind('a.csv', xlsx)).toBeNull();
    expect(detectSpreadsheetKind('a.pdf', Buffer.from('%PDF-1.4'))).toBeNull();
    expect(detectSpreadsheetKind('a.csv', Buffer.from([0x41, 0x00, 0x42]))).toBeNull();
    expect(detectSpreadsheetKind('a.xls', Buffer.from('numero'))).toBeNull();
  });
});

describe('readPayoutFile', () => {
  it('reads a French semicolon CSV with a BOM, by header names, skipping empty lines', async () => {
    const csv =
      '\ufeffNuméro;Réseau;Montant;Motif\n0197000000;MTN;5000;Salaire\n\n;;;\n0195000000;MOOV;"2 500";"Prime; mars"\n';
    const rows = await all(readPayoutFile('csv', Buffer.from(csv)));
    expect(rows).toEqual([
      { line: 2, phone: '0197000000', network: 'MTN', amount: '5000', motif: 'Salaire' },
      { line: 5, phone: '0195000000', network: 'MOOV', amount: '2 500', motif: 'Prime; mars' },
    ]);
  });

  it('reads English headers in another order', async () => {
    const csv = 'amount,phone,network\n100,0197000000,mtn\n';
    const rows = await all(readPayoutFile('csv', Buffer.from(csv)));
    expect(rows).toEqual([{ line: 2, phone: '0197000000', network: 'mtn', amount: '100', motif: '' }]);
  });

  it('reads the XLSX template back, numbers as digits', async () => {
    const rows = await all(readPayoutFile('xlsx', payoutListTemplate('xlsx').body));
    expect(rows).toEqual([
      { line: 2, phone: '0197000000', network: 'MTN', amount: '5000', motif: 'Salaire' },
      { line: 3, phone: '0195000000', network: 'MOOV', amount: '2500', motif: 'Prime' },
    ]);
  });

  it('reads an XLS (BIFF8) file', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['numero', 'reseau', 'montant'],
        ['0197000000', 'MTN', 700],
      ]),
      'S',
    );
    const xls = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect(detectSpreadsheetKind('old.xls', xls)).toBe('xls');
    const rows = await all(readPayoutFile('xls', xls));
    expect(rows).toEqual([{ line: 2, phone: '0197000000', network: 'MTN', amount: '700', motif: '' }]);
  });

  it('refuses a file without the phone and amount columns, and an empty file', async () => {
    expect(await codeOf(all(readPayoutFile('csv', Buffer.from('nom,prenom\na,b\n'))))).toBe(
      'PAYOUT_FILE_COLUMNS',
    );
    expect(await codeOf(all(readPayoutFile('csv', Buffer.from('numero,montant\n'))))).toBe(
      'IMPORT_FILE_EMPTY',
    );
    expect(await codeOf(all(readPayoutFile('csv', Buffer.from(''))))).toBe('IMPORT_FILE_EMPTY');
  });
});
