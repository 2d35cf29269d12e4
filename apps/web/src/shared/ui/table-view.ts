import type { CellContext, ColumnDef, HeaderContext, SortingState } from '@tanstack/react-table';
import { createElement, type ReactNode } from 'react';

/**
 * What `DataTable` reads of a table: a TanStack Table instance has all of it, and so has the light
 * table of a list sorted on the server (`useServerSortedTable`), which leaves TanStack's code (about
 * 12 KB gzipped) out of the pages that show only such a list. Types only come from TanStack here.
 */
export type ColumnView<T> = {
  id: string;
  columnDef: ColumnDef<T, unknown>;
  getCanSort(): boolean;
  getIsSorted(): false | 'asc' | 'desc';
  getToggleSortingHandler(): undefined | ((event: unknown) => void);
  getFirstSortDir(): 'asc' | 'desc';
};
export type CellView<T> = { id: string; column: ColumnView<T>; getContext(): CellContext<T, unknown> };
export type HeaderView<T> = { id: string; column: ColumnView<T>; getContext(): HeaderContext<T, unknown> };
export type RowView<T> = { id: string; original: T; getVisibleCells(): CellView<T>[] };
export type TableView<T> = {
  getRowModel(): { rows: RowView<T>[] };
  getHeaderGroups(): { id: string; headers: HeaderView<T>[] }[];
  getVisibleLeafColumns(): ColumnView<T>[];
  getAllLeafColumns(): ColumnView<T>[];
  getColumn(id: string): ColumnView<T> | undefined;
  getState(): { sorting: SortingState };
  setSorting(sorting: SortingState): void;
  options: { enableSortingRemoval?: boolean };
};

/** `memo` and `forwardRef` components are objects, not functions. */
const isExoticComponent = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol' &&
  ['react.memo', 'react.forward_ref'].includes(
    ((value as { $$typeof: symbol }).$$typeof.description ?? '') as string,
  );

/**
 * A header or cell template rendered with its context: a component is rendered, anything else is
 * the node itself (TanStack's `flexRender`, without importing its package).
 */
export function renderTemplate<C extends object>(template: unknown, context: C): ReactNode {
  if (!template) return null;
  return typeof template === 'function' || isExoticComponent(template)
    ? createElement(template as (props: C) => ReactNode, context)
    : (template as ReactNode);
}
