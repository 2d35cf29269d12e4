import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from './data-table.tsx';

/**
 * A short list shown whole (no sorting, paging or export: a detail page's few shops, keys…), as a
 * `DataTable`: a table where it fits, a card per row where it does not.
 */
export function SimpleDataTable<T>({
  rows,
  columns,
  getRowId,
  testId,
  cardsBelow = 320,
  rowAttributes,
}: {
  rows: T[];
  columns: ColumnDef<T>[];
  getRowId: (row: T, index: number) => string;
  testId?: string;
  cardsBelow?: number;
  rowAttributes?: (row: T) => Record<string, string | number | undefined>;
}) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    enableSorting: false,
  });
  return (
    <DataTable
      table={table}
      testId={testId}
      cardsBelow={cardsBelow}
      rowAttributes={rowAttributes}
      striped={false}
    />
  );
}
