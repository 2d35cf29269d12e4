import { WEBHOOK_EVENT_TYPES } from '@platform/contracts';
import type { DeliveryQuery } from '../api/developers-types.ts';

/** Events a delivery can carry: the subscribable ones and the test event. */
export const DELIVERY_EVENTS = [...WEBHOOK_EVENT_TYPES, 'webhook.test'] as const;

/** The delivery log's filters as kept in the URL (`?failed=1&event=…&from=YYYY-MM-DD&to=YYYY-MM-DD`). */
export type DeliveryFilters = {
  failedOnly: boolean;
  event: string | null;
  /** Calendar days in the user's time zone, `YYYY-MM-DD`. */
  from: string | null;
  to: string | null;
};

export const NO_FILTERS: DeliveryFilters = { failedOnly: false, event: null, from: null, to: null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string | null): string | null {
  if (!value || !DAY.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? value : null;
}

/** Reads the filters from the URL; anything malformed is dropped, a reversed range is put in order. */
export function filtersFromSearch(params: URLSearchParams): DeliveryFilters {
  const event = params.get('event');
  let from = validDay(params.get('from'));
  let to = validDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    failedOnly: params.get('failed') === '1',
    event: event && (DELIVERY_EVENTS as readonly string[]).includes(event) ? event : null,
    from,
    to,
  };
}

/** Writes the filters into URL parameters, leaving other parameters (e.g. the open delivery) alone. */
export function filtersToSearch(filters: DeliveryFilters, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | null) => {
    if (value) params.set(key, value);
    else params.delete(key);
  };
  set('failed', filters.failedOnly ? '1' : null);
  set('event', filters.event);
  set('from', filters.from);
  set('to', filters.to);
  return params;
}

function dayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The period as ISO instants: from the start of `from` to the end of `to`, in local time. */
export function periodOf(filters: Pick<DeliveryFilters, 'from' | 'to'>): { from?: string; to?: string } {
  const period: { from?: string; to?: string } = {};
  if (filters.from) period.from = dayStart(filters.from).toISOString();
  if (filters.to) {
    const end = dayStart(filters.to);
    end.setDate(end.getDate() + 1);
    period.to = new Date(end.getTime() - 1).toISOString();
  }
  return period;
}

/** The API query of the delivery log for these filters. */
export function filtersToQuery(filters: DeliveryFilters): DeliveryQuery {
  const query: DeliveryQuery = { ...periodOf(filters) };
  if (filters.failedOnly) query.status = 'failed';
  if (filters.event) query.event = filters.event;
  return query;
}

/** A Date picked in the calendar as the URL's `YYYY-MM-DD`. */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
