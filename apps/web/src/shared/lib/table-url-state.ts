/**
 * The view of a list kept in the URL, so a reload or a shared link shows the same rows:
 * `?sort=&order=&page=&size=&q=` and one `f.<column>=` per column filter. A page with two lists
 * gives each its own `prefix` (`links.sort=`…). Defaults are left out of the URL.
 */
export type TableUrlState = {
  sort: { id: string; desc: boolean } | null;
  /** 0-based, as TanStack Table counts. */
  pageIndex: number;
  pageSize: number;
  q: string;
  filters: Record<string, string>;
};

export const TABLE_PAGE_SIZES = [10, 20, 50, 100] as const;

export type TableUrlOptions = {
  prefix?: string;
  /** The columns that may be sorted; any other `sort` is ignored. */
  sortable: readonly string[];
  defaultSort?: { id: string; desc: boolean } | null;
  defaultSize?: number;
  /** The allowed values of each column filter. */
  filters?: Record<string, readonly string[]>;
};

const key = (options: TableUrlOptions, name: string) => (options.prefix ? `${options.prefix}.${name}` : name);

/** Reads the view; anything unknown or malformed falls back to its default. */
export function readTableState(params: URLSearchParams, options: TableUrlOptions): TableUrlState {
  const get = (name: string) => params.get(key(options, name));
  const sortId = get('sort');
  const order = get('order');
  const sort =
    sortId && options.sortable.includes(sortId)
      ? { id: sortId, desc: order !== 'asc' }
      : (options.defaultSort ?? null);
  const size = Number(get('size'));
  const page = Number(get('page'));
  const filters: Record<string, string> = {};
  for (const [column, allowed] of Object.entries(options.filters ?? {})) {
    const value = get(`f.${column}`);
    if (value !== null && allowed.includes(value)) filters[column] = value;
  }
  return {
    sort,
    pageIndex: Number.isInteger(page) && page > 1 && page <= 10_000 ? page - 1 : 0,
    pageSize: (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : (options.defaultSize ?? 20),
    q: (get('q') ?? '').trim().slice(0, 100),
    filters,
  };
}

/**
 * Writes the view into `params` (a copy; the page's other parameters are kept): defaults are
 * removed, so a plain list has a plain URL.
 */
export function writeTableState(
  params: URLSearchParams,
  state: TableUrlState,
  options: TableUrlOptions,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null || value === '') next.delete(key(options, name));
    else next.set(key(options, name), value);
  };
  const isDefault =
    (state.sort === null && !options.defaultSort) ||
    (state.sort !== null &&
      options.defaultSort?.id === state.sort.id &&
      options.defaultSort.desc === state.sort.desc);
  set('sort', isDefault || !state.sort ? null : state.sort.id);
  set('order', isDefault || !state.sort ? null : state.sort.desc ? 'desc' : 'asc');
  set('page', state.pageIndex > 0 ? String(state.pageIndex + 1) : null);
  set('size', state.pageSize !== (options.defaultSize ?? 20) ? String(state.pageSize) : null);
  set('q', state.q.trim());
  for (const column of Object.keys(options.filters ?? {})) set(`f.${column}`, state.filters[column] ?? null);
  return next;
}

/** How many filters are set (the phone's filter button shows it). */
export function activeFilters(state: TableUrlState): number {
  return Object.keys(state.filters).length;
}
