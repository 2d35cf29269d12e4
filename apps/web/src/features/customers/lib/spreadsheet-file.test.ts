import { describe, expect, it } from 'vitest';
import { isSpreadsheetName } from './spreadsheet-file.ts';

describe('isSpreadsheetName', () => {
  it('accepts CSV, XLS and XLSX whatever the case', () => {
    expect(isSpreadsheetName('clients.csv')).toBe(true);
    expect(isSpreadsheetName('Clients.XLSX')).toBe(true);
    expect(isSpreadsheetName('old.xls')).toBe(true);
  });

  it('refuses other files and names without an extension', () => {
    expect(isSpreadsheetName('photo.png')).toBe(false);
    expect(isSpreadsheetName('clients.csv.exe')).toBe(false);
    expect(isSpreadsheetName('csv')).toBe(false);
  });
});
