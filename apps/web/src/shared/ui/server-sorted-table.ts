import type { CellContext, ColumnDef, HeaderContext, SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { CellView, ColumnView, HeaderView, RowView, TableView } from './table-view.ts';

type Options<T> = {
  data: T[];
  columns: ColumnDef<T, unknown>[];
  getRowId: (row: T) => string;
  /** The order the server sorted the rows in (one column: such a list always has one). */
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
};

type Accessed<T> = { accessorKey?: string; accessorFn?: (row: T, index: number) => unknown };

/**
 * The table of one page of rows the server has sorted and paged already: its columns, cells and
 * sort buttons, as `DataTable` reads them, without TanStack Table's row models. Its sorting
 * behaves as TanStack's in manual mode with removal off: a click on the sorted column reverses the
 * order, on another sorts by it in its first direction (descending for numbers, ascending for text,
 * unless the column's `sortDescFirst` says).
 */
export function useServerSortedTable<T>({
  data,
  columns,
  getRowId,
  sorting,
  onSortingChange,
}: Options<T>): TableView<T> {
  return useMemo(() => {
    const current = sorting[0];
    const cellValue = (def: ColumnDef<T, unknown>, row: T, index: number): unknown => {
      const { accessorKey, accessorFn } = def as Accessed<T>;
      if (accessorFn) return accessorFn(row, index);
      return accessorKey ? (row as Record<string, unknown>)[accessorKey] : undefined;
    };
    const view = {} as TableView<T>;
    const leaves: ColumnView<T>[] = columns.map((def) => {
      const accessed = def as Accessed<T>;
      const id = def.id ?? accessed.accessorKey ?? '';
      const hasAccessor = Boolean(accessed.accessorKey || accessed.accessorFn);
      const canSort = (def.enableSorting ?? true) && hasAccessor;
      const column: ColumnView<T> = {
        id,
        columnDef: def,
        getCanSort: () => canSort,
        getIsSorted: () => (current?.id === id ? (current.desc ? 'desc' : 'asc') : false),
        getFirstSortDir: () => {
          const first = data[0];
          const auto = first !== undefined && typeof cellValue(def, first, 0) === 'string' ? 'asc' : 'desc';
          return (def.sortDescFirst ?? auto === 'desc') ? 'desc' : 'asc';
        },
        getToggleSortingHandler: () =>
          canSort
            ? () => {
                const sorted = column.getIsSorted();
                const next = sorted ? (sorted === 'desc' ? 'asc' : 'desc') : column.getFirstSortDir();
                onSortingChange([{ id, desc: next === 'desc' }]);
              }
            : undefined,
      };
      return column;
    });
    const headers = leaves.map((column) => {
      const header: HeaderView<T> = {
        id: column.id,
        column,
        getContext: () => ({ table: view, column, header }) as unknown as HeaderContext<T, unknown>,
      };
      return header;
    });
    const rows: RowView<T>[] = data.map((original, index) => {
      const row: RowView<T> = {
        id: getRowId(original),
        original,
        getVisibleCells: () => cells,
      };
      // The templates of these lists read `row.original` and `getValue()`: the context has those and
      // the table, column and cell, not TanStack's row methods.
      const cells: CellView<T>[] = leaves.map((column) => {
        const cell: CellView<T> = {
          id: `${row.id}_${column.id}`,
          column,
          getContext: () =>
            ({
              table: view,
              column,
              row,
              cell,
              getValue: () => cellValue(column.columnDef, original, index),
              renderValue: () => cellValue(column.columnDef, original, index) ?? null,
            }) as unknown as CellContext<T, unknown>,
        };
        return cell;
      });
      return row;
    });
    Object.assign(view, {
      getRowModel: () => ({ rows }),
      getHeaderGroups: () => [{ id: '0', headers }],
      getVisibleLeafColumns: () => leaves,
      getAllLeafColumns: () => leaves,
      getColumn: (id: string) => leaves.find((column) => column.id === id),
      getState: () => ({ sorting }),
      setSorting: (next: SortingState) => onSortingChange(next),
      options: { enableSortingRemoval: false },
    } satisfies TableView<T>);
    return view;
  }, [data, columns, getRowId, sorting, onSortingChange]);
}
