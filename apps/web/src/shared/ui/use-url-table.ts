import {
  type ColumnDef,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type PaginationState,
  type SortingState,
  type Table,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readTableState,
  type TableUrlOptions,
  type TableUrlState,
  writeTableState,
} from '../lib/table-url-state.ts';

type Options<T> = {
  data: T[];
  columns: ColumnDef<T>[];
  getRowId: (row: T) => string;
  url: TableUrlOptions;
  /** The text the search box looks in (case and accents ignored). */
  searchText?: (row: T) => string;
  /** The value of each column filter of `url.filters` for a row. */
  filterValue?: Record<string, (row: T) => string>;
};

export type UrlTable<T> = {
  table: Table<T>;
  state: TableUrlState;
  /** Changes the view (a new search or filter goes back to the first page). */
  update: (patch: Partial<TableUrlState>) => void;
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const apply = <S>(updater: Updater<S>, current: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;

/**
 * A list sorted, searched, filtered and paged in the browser with TanStack Table, its view kept in
 * the URL (`table-url-state.ts`), for lists the API sends whole (links, pages, keys…).
 */
export function useUrlTable<T>({
  data,
  columns,
  getRowId,
  url,
  searchText,
  filterValue,
}: Options<T>): UrlTable<T> {
  const [params, setParams] = useSearchParams();
  // The options are literals at the call sites: their content, not their identity, matters.
  const urlKey = JSON.stringify(url);
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlKey stands for url
  const state = useMemo(() => readTableState(params, url), [params, urlKey]);
  const update = (patch: Partial<TableUrlState>) => {
    const resets = 'q' in patch || 'filters' in patch || 'pageSize' in patch || 'sort' in patch;
    const next = { ...state, ...patch, ...(resets && !('pageIndex' in patch) ? { pageIndex: 0 } : {}) };
    setParams((current) => writeTableState(current, next, url), { replace: 'q' in patch });
  };

  // Search and filters narrow the data before TanStack Table sorts and pages it.
  const rows = useMemo(() => {
    const entries = Object.entries(state.filters);
    const query = fold(state.q);
    if (!query && entries.length === 0) return data;
    return data.filter(
      (row) =>
        entries.every(([column, value]) => filterValue?.[column]?.(row) === value) &&
        (!query || fold(searchText?.(row) ?? '').includes(query)),
    );
  }, [data, state.filters, state.q, filterValue, searchText]);

  const sorting: SortingState = state.sort ? [state.sort] : [];
  const pageCount = Math.max(1, Math.ceil(rows.length / state.pageSize));
  const pagination: PaginationState = {
    // A page past the end (rows removed meanwhile, an old link) shows the last one.
    pageIndex: Math.min(state.pageIndex, pageCount - 1),
    pageSize: state.pageSize,
  };
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
    enableSortingRemoval: false,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const first = apply(updater, sorting)[0];
      update({ sort: first ? { id: first.id, desc: first.desc } : null });
    },
    onPaginationChange: (updater) => {
      const next = apply(updater, pagination);
      update(
        next.pageSize !== pagination.pageSize ? { pageSize: next.pageSize } : { pageIndex: next.pageIndex },
      );
    },
  });
  return { table, state, update };
}
