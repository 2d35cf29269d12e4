import type { TransactionListQuery } from '@platform/contracts';
import {
  OPERATOR_CODES,
  type OperatorCode,
  TRANSACTION_SORTS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionPublicStatus,
  type TransactionSort,
} from '@platform/domain';

/**
 * Everything the list shows, as kept in the URL, so a reload or a shared link gives the same view:
 * `?status=&network=&type=&min=&max=&from=YYYY-MM-DD&to=YYYY-MM-DD&q=&sort=&order=&size=&cursor=&page=`.
 */
export type ListState = {
  status: TransactionPublicStatus | null;
  network: OperatorCode | null;
  type: (typeof TRANSACTION_TYPES)[number] | null;
  min: number | null;
  max: number | null;
  /** Calendar days in the user's time zone. */
  from: string | null;
  to: string | null;
  q: string;
  sort: TransactionSort;
  order: 'asc' | 'desc';
  size: number;
  /** The keyset cursor of the page shown (null: the first page) and its number, for display. */
  cursor: string | null;
  page: number;
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_STATE: ListState = {
  status: null,
  network: null,
  type: null,
  min: null,
  max: null,
  from: null,
  to: null,
  q: '',
  sort: 'created_at',
  order: 'desc',
  size: 20,
  cursor: null,
  page: 1,
};

/** Whether the view narrows the list (filters or a later page): an empty list then says "no match". */
export function isNarrowed(state: ListState): boolean {
  return (
    state.status !== null ||
    state.network !== null ||
    state.type !== null ||
    state.min !== null ||
    state.max !== null ||
    state.from !== null ||
    state.to !== null ||
    state.q.trim() !== '' ||
    state.cursor !== null
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function validDay(value: string | null): string | null {
  if (!value || !DAY.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? value : null;
}
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value && (list as readonly string[]).includes(value) ? (value as T) : null;
function wholeAmount(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n < 7_000_000_000 ? n : null;
}

/** Reads the view from the URL; anything malformed falls back to its default, reversed ranges are put in order. */
export function stateFromSearch(params: URLSearchParams): ListState {
  let from = validDay(params.get('from'));
  let to = validDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  let min = wholeAmount(params.get('min'));
  let max = wholeAmount(params.get('max'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const cursor = params.get('cursor');
  return {
    status: oneOf(TRANSACTION_STATUSES, params.get('status')),
    network: oneOf(OPERATOR_CODES, params.get('network')),
    type: oneOf(TRANSACTION_TYPES, params.get('type')),
    min,
    max,
    from,
    to,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: oneOf(TRANSACTION_SORTS, params.get('sort')) ?? 'created_at',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_STATE.size,
    cursor: cursor && cursor.length <= 300 ? cursor : null,
    page: cursor && Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the view into URL parameters; defaults are left out so a plain list has a plain URL. */
export function stateToSearch(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  set('status', state.status);
  set('network', state.network);
  set('type', state.type);
  set('min', state.min);
  set('max', state.max);
  set('from', state.from);
  set('to', state.to);
  set('q', state.q.trim());
  if (state.sort !== DEFAULT_STATE.sort) set('sort', state.sort);
  if (state.order !== DEFAULT_STATE.order) set('order', state.order);
  if (state.size !== DEFAULT_STATE.size) set('size', state.size);
  if (state.cursor) {
    set('cursor', state.cursor);
    set('page', state.page);
  }
  return params;
}

/** A change of filter, sort or size starts again from the first page. */
export function withFilters(state: ListState, patch: Partial<Omit<ListState, 'cursor' | 'page'>>): ListState {
  return { ...state, ...patch, cursor: null, page: 1 };
}

function dayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The API's filters for this view: days become instants (from the start of `from` to the end of `to`). */
export function stateToFilters(state: ListState): Omit<TransactionListQuery, 'shop' | 'limit' | 'cursor'> {
  const query: Omit<TransactionListQuery, 'shop' | 'limit' | 'cursor'> = {
    sort: state.sort,
    order: state.order,
  };
  if (state.status) query.status = state.status;
  if (state.network) query.network = state.network;
  if (state.type) query.type = state.type;
  if (state.min !== null) query.amount_min = state.min;
  if (state.max !== null) query.amount_max = state.max;
  if (state.from) query.from = dayStart(state.from).toISOString();
  if (state.to) {
    const end = dayStart(state.to);
    end.setDate(end.getDate() + 1);
    query.to = end.toISOString();
  }
  if (state.q.trim()) query.q = state.q.trim();
  return query;
}

/** The list call for this view of `shop`: its filters, page size and cursor (the page and start-data.ts). */
export function listQuery(shop: string, state: ListState): TransactionListQuery {
  return {
    shop,
    ...stateToFilters(state),
    limit: state.size,
    ...(state.cursor ? { cursor: state.cursor } : {}),
  };
}

/** Any filter set (the page offers to clear them). */
export function hasFilters(state: ListState): boolean {
  return Boolean(
    state.status ||
      state.network ||
      state.type ||
      state.min !== null ||
      state.max !== null ||
      state.from ||
      state.to ||
      state.q,
  );
}

/** A Date picked in the calendar as the URL's `YYYY-MM-DD`. */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
