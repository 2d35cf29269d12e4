import * as XLSX from '@e965/xlsx';
import {
  type ColumnDef,
  createTable,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
} from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { dataToRows, exportFileName, rowsToBlob, tableToRows } from './table-export.ts';

type Row = { id: string; title: string; amount: number };

const columns: ColumnDef<Row>[] = [
  { id: 'title', header: 'Titre', accessorKey: 'title', meta: { export: (r) => r.title } },
  { id: 'amount', header: 'Montant', accessorKey: 'amount', meta: { export: (r) => r.amount } },
  { id: 'actions', header: '', cell: () => null },
];

function table(data: Row[]) {
  return createTable<Row>({
    data,
    columns,
    getRowId: (r) => r.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    state: {
      sorting: [{ id: 'amount', desc: true }],
      pagination: { pageIndex: 0, pageSize: 1 },
      columnVisibility: {},
      columnOrder: [],
      columnPinning: {},
      columnFilters: [],
      globalFilter: undefined,
      rowSelection: {},
      expanded: {},
      grouping: [],
      columnSizing: {},
      columnSizingInfo: {
        startOffset: null,
        startSize: null,
        deltaOffset: null,
        deltaPercentage: null,
        isResizingColumn: false,
        columnSizingStart: [],
      },
      rowPinning: { top: [], bottom: [] },
    },
    onStateChange: () => {},
    renderFallbackValue: null,
  });
}

/** jsdom's Blob has no arrayBuffer(): read it as a browser of 2015 would. */
function bytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('list exports', () => {
  const rows = [
    { id: 'a', title: 'Boutique de Noël', amount: 5_000 },
    { id: 'b', title: 'Abonnement; "Premium"', amount: 15_000 },
  ];

  it('hold every row of every page, in the list order, with the exportable columns only', () => {
    expect(tableToRows(table(rows))).toEqual([
      ['Titre', 'Montant'],
      ['Abonnement; "Premium"', 15_000],
      ['Boutique de Noël', 5_000],
    ]);
  });

  it('write a CSV with a BOM and a workbook that reads back the same rows', async () => {
    const data = tableToRows(table(rows));
    const csv = await bytes(await rowsToBlob(data, 'csv', 'Liens'));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv);
    expect(text.startsWith('\uFEFFTitre,Montant\n')).toBe(true);
    expect(text).toContain('"Abonnement; ""Premium""",15000');
    const book = XLSX.read(await bytes(await rowsToBlob(data, 'xlsx', 'Liens/2026')));
    expect(book.SheetNames).toEqual(['Liens 2026']);
    expect(XLSX.utils.sheet_to_json(book.Sheets['Liens 2026']!, { header: 1 })).toEqual(data);
  });

  it('hold rows given apart from the table (a list the server pages), with its exportable columns', () => {
    const rows = [{ id: 'z', title: 'Zèbre', amount: 9 }];
    expect(dataToRows(table([]), rows)).toEqual([
      ['Titre', 'Montant'],
      ['Zèbre', 9],
    ]);
  });

  it('are named after the list and the day', () => {
    expect(exportFileName('liens', 'xlsx', new Date(2026, 10, 26, 23, 30))).toBe('liens-2026-11-26.xlsx');
  });
});
